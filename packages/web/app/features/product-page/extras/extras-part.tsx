import {
  EXTRAS_INITIAL_ITEMS,
  type ExtraPart,
  emptyExtrasMessage,
  extrasRequest,
  visibleExtras,
} from '@airshop/domain/catalog/extras-section';
import { useId } from 'react';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Collapsible } from '../../../ui/collapsible.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { ExtraRow } from './extra-row.tsx';
import styles from './extras-part.module.css';
import { useExtrasList } from './use-extras-list.ts';

export interface ExtrasPartFlags {
  /** 'show all variants': the product's list although a variant is chosen. */
  allVariants: boolean;
  /** 'show all N' pressed. */
  expanded: boolean;
}

interface ExtrasPartProps {
  part: ExtraPart;
  productId: string;
  selectedCode: string | undefined;
  openByDefault: boolean;
  flags: ExtrasPartFlags;
  onFlags: (flags: ExtrasPartFlags) => void;
  reloadKey: number;
  t: Translate;
}

/**
 * One collapsible part of the extras (warranties, accessories, spare parts or filters) with its anchor: the
 * chosen variant's additions, or the product's without a choice; loading, error and empty states; 2 items until
 * 'show all N'.
 */
export function ExtrasPart({
  part,
  productId,
  selectedCode,
  openByDefault,
  flags,
  onFlags,
  reloadKey,
  t,
}: ExtrasPartProps) {
  const request = extrasRequest(productId, selectedCode, flags.allVariants);
  const list = useExtrasList(part.kind, request, reloadKey);
  const { items, hidden } = visibleExtras(list.items, flags.expanded);
  const listId = useId();
  const title = t(`extras/part/${part.kind}`);

  return (
    <Collapsible
      id={part.anchor}
      defaultOpen={openByDefault}
      title={
        <span className={styles.title}>
          {title}
          {list.stage === 'success' && list.items.length > 0 ? (
            <span className={styles.badge}>{list.items.length}</span>
          ) : null}
        </span>
      }
    >
      <div className={styles.body} data-stage={list.stage} data-content={request.contentType}>
        {/* Every part says whose additions it shows, with a variant chosen or not (after 'clear selection'). */}
        <div className={styles.scope}>
          <p className={styles.scopeText}>
            {selectedCode && !flags.allVariants
              ? t('extras/forVariant', { code: selectedCode })
              : t('extras/forAllVariants')}
          </p>
          {selectedCode ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onFlags({ allVariants: !flags.allVariants, expanded: false })}
            >
              {flags.allVariants
                ? t('extras/showForVariant', { code: selectedCode })
                : t('extras/showAllVariants')}
            </Button>
          ) : null}
        </div>

        {list.stage === 'loading' || list.stage === 'cancelled' ? (
          <Skeleton lines={3} label={t('extras/loading', { part: title })} />
        ) : null}

        {list.stage === 'error' ? (
          <Notice tone="error" title={t('extras/errorTitle')} role="alert">
            <p className={styles.noticeText}>{t('extras/errorText')}</p>
            <Button variant="secondary" size="sm" onClick={list.retry}>
              {t('extras/retry')}
            </Button>
          </Notice>
        ) : null}

        {list.stage === 'success' && list.items.length === 0 ? (
          <Notice>{t(`extras/${emptyExtrasMessage(request, selectedCode)}`)}</Notice>
        ) : null}

        {list.stage === 'success' && list.items.length > 0 ? (
          <>
            <ul className={styles.list} id={listId} aria-label={title}>
              {items.map((item) => (
                <ExtraRow key={item.Code} item={item} t={t} />
              ))}
            </ul>
            {list.items.length > EXTRAS_INITIAL_ITEMS ? (
              <div className={styles.more}>
                <Button
                  variant="ghost"
                  aria-controls={listId}
                  aria-expanded={flags.expanded}
                  icon={<Icon name={flags.expanded ? 'chevronUp' : 'chevronDown'} size={18} />}
                  onClick={() => onFlags({ ...flags, expanded: !flags.expanded })}
                >
                  {flags.expanded
                    ? t('extras/hide')
                    : t('extras/showAll', { count: list.items.length, hidden })}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </Collapsible>
  );
}
