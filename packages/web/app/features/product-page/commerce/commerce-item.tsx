import type { ExtraItem } from '@airshop/domain/catalog/product-extras';
import type { Variant } from '@airshop/domain/catalog/product-variant';
import { commerceRole, hasCommerceData } from '@airshop/domain/commerce/product-visibility';
import { QUANTITY_MIN } from '@airshop/domain/site/constants';
import { useSearchParams } from 'react-router';
import { UnlockPrompt } from '../../account/index.ts';
import { useLayoutData } from '../../shell/index.ts';
import { AnonymousAdd } from './anonymous-add.tsx';
import { BuyerPanel } from './buyer-panel.tsx';
import styles from './commerce-item.module.css';
import { ItemNotes } from './item-notes.tsx';
import { RoleNote } from './role-note.tsx';

export interface CommerceItemProps {
  /** A Variant (domain/product-variant.ts) or an ExtraItem (domain/product-extras.ts): both carry Code,
   *  CustomNote, Note, the variant flags and the optional commerce fields (absent = may not see). */
  item: Variant | ExtraItem;
  /** The name used in snackbars/panels: the product name for a variant, the extra's Name. */
  name: string;
  /** 'main': the chooser's full panel (role prompts, big price, quantity, delivery date, add to cart and
   *  to project); 'compact': one row of an extras list (same rules, smaller). */
  layout: 'main' | 'compact';
  /** The page's quantity limits (spec §5: minQuantityLimit, maxQuantityLimit); 1..999 without them. */
  minQuantityLimit?: number;
  maxQuantityLimit?: number;
}

/**
 * What one variant or extra item shows and does for this visitor (product-page.md §2, §6): the sign-in prompt
 * and an add button that asks to sign in; the 'not approved user' message alone; a note when the customer's
 * market sells nothing online; or price, stock, delivery date, quantity and the add buttons. Which one follows
 * the profile and what the server sent: prices only ever arrive for a buyer who may see them.
 */
export function CommerceItem({
  item,
  name,
  layout,
  minQuantityLimit,
  maxQuantityLimit,
}: CommerceItemProps): React.JSX.Element {
  const layoutData = useLayoutData();
  const [searchParams] = useSearchParams();
  const compact = layout === 'compact';
  // The layout's data is there wherever a product page renders; without it (its error page) show nothing.
  if (!layoutData) return <div className={compact ? styles.compact : styles.main} />;
  const { profile, locale, market } = layoutData;
  const role = commerceRole(profile, hasCommerceData(item));

  return (
    <div className={compact ? styles.compact : styles.main} data-commerce={role}>
      <ItemNotes item={item} compact={compact} />
      {role === 'anonymous' ? (
        <>
          {compact ? <RoleNote role={role} /> : <UnlockPrompt locale={locale} profile={profile} />}
          <AnonymousAdd
            code={item.Code}
            name={name}
            quantity={minQuantityLimit ?? QUANTITY_MIN}
            compact={compact}
            maybeGuest={profile.IsGuest}
          />
        </>
      ) : null}
      {role === 'notApproved' ? (
        compact ? (
          <RoleNote role={role} />
        ) : (
          <UnlockPrompt locale={locale} profile={profile} />
        )
      ) : null}
      {role === 'shopUnavailable' ? <RoleNote role={role} /> : null}
      {role === 'buyer' ? (
        <BuyerPanel
          item={item}
          name={name}
          compact={compact}
          locale={locale}
          market={market}
          profile={profile}
          hidePrice={searchParams.get('hidePrice') === '1'}
          minQuantityLimit={minQuantityLimit}
          maxQuantityLimit={maxQuantityLimit}
        />
      ) : null}
    </div>
  );
}
