import { isExternalLink, safeCatalogLink } from '@airshop/domain/catalog/catalog-link';
import type { ProductDetail } from '@airshop/domain/catalog/product';
import type { ReactNode } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { Icon, type IconName } from '../../../ui/icon.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import type { ProductAnchor } from '../anchors.ts';
import styles from './summary-actions.module.css';
import { usePrintPage } from './use-print-page.ts';
import { useShare } from './use-share.ts';

interface SummaryActionsProps {
  detail: ProductDetail;
  anchors: ReadonlySet<ProductAnchor>;
}

/** Spec §2 Summary: order online only for a shoppable product with variants that is not discontinued. */
export function canOrderOnline(detail: ProductDetail, anchors: ReadonlySet<ProductAnchor>): boolean {
  // "Has variants" is the presence of the variant chooser's #sizing section (anchors.ts).
  return detail.IsShoppable && anchors.has('sizing') && !detail.IsDiscontinued;
}

/** A button-looking link; catalogue URLs outside this site open in a new tab. */
function ActionButton({
  href,
  variant,
  icon,
  children,
  newTab,
  id,
}: {
  href: string;
  variant: 'primary' | 'secondary';
  icon?: IconName;
  children: ReactNode;
  newTab?: boolean;
  id: string;
}) {
  const t = useTranslations('productPage');
  const external = newTab ?? isExternalLink(href);
  return (
    <a
      href={href}
      className={buttonClassName(variant, 'md', styles.button)}
      data-action={id}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon ? <Icon name={icon} size={18} /> : null}
      <span>{children}</span>
      {external ? (
        <>
          <Icon name="external" size={16} className={styles.externalIcon} />
          <VisuallyHidden>{t('summary/newTab')}</VisuallyHidden>
        </>
      ) : null}
    </a>
  );
}

/** The buttons and the action links of the summary; each only when its target exists. */
export function SummaryActions({ detail, anchors }: SummaryActionsProps) {
  const t = useTranslations('productPage');
  const share = useShare(detail.Name);
  const print = usePrintPage();
  const configure = safeCatalogLink(detail.SelectionToolUrl);
  const bim = safeCatalogLink(detail.BimFileUrl);
  const custom = detail.CustomisableButtonText ? safeCatalogLink(detail.CustomisableButtonUrl) : null;

  const links: { anchor: ProductAnchor; label: string; icon: IconName }[] = [
    { anchor: 'sizing', label: t('summary/shop'), icon: 'grid' },
    { anchor: 'accessories', label: t('summary/accessories'), icon: 'plus' },
    { anchor: 'spareparts', label: t('summary/spareParts'), icon: 'settings' },
    { anchor: 'filters', label: t('summary/filters'), icon: 'grid' },
    { anchor: 'enquiry', label: t('summary/enquiry'), icon: 'mail' },
  ];
  const present = links.filter((link) => anchors.has(link.anchor));

  return (
    <div className={styles.actions} data-print="hide">
      <div className={styles.buttons}>
        {canOrderOnline(detail, anchors) ? (
          <ActionButton id="order" href="#sizing" variant="primary" icon="arrowRight">
            {t('summary/orderOnline')}
          </ActionButton>
        ) : null}
        {configure ? (
          <ActionButton id="configure" href={configure} variant="primary" newTab>
            {t('summary/configure')}
          </ActionButton>
        ) : null}
        {anchors.has('documents') ? (
          <ActionButton id="documents" href="#documents" variant="secondary" icon="document">
            {t('summary/documentation')}
          </ActionButton>
        ) : null}
        {anchors.has('contact') ? (
          <ActionButton id="contact" href="#contact" variant="secondary" icon="contact">
            {t('summary/salesContact')}
          </ActionButton>
        ) : null}
        {bim ? (
          <ActionButton id="bim" href={bim} variant="secondary" icon="cube">
            {t('summary/bim')}
          </ActionButton>
        ) : null}
        {custom && detail.CustomisableButtonText ? (
          <ActionButton id="custom" href={custom} variant="secondary">
            {detail.CustomisableButtonText}
          </ActionButton>
        ) : null}
      </div>
      <ul className={styles.links} aria-label={t('summary/actions')}>
        {present.map((link) => (
          <li key={link.anchor}>
            <a href={`#${link.anchor}`} className={styles.link}>
              <Icon name={link.icon} size={18} />
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={styles.link} onClick={share}>
            <Icon name="share" size={18} />
            {t('share/button')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.link}
            onClick={print.start}
            aria-busy={print.waiting || undefined}
            aria-disabled={print.waiting || undefined}
          >
            <Icon name="print" size={18} />
            {print.waiting ? t('print/preparing') : t('print/button')}
          </button>
        </li>
      </ul>
    </div>
  );
}
