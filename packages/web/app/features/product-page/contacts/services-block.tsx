import {
  hasServicesBlock,
  type ShownServicesLink,
  shownServicesLinks,
} from '@airshop/domain/catalog/contact-finder';
import type { ContactBlock } from '@airshop/domain/catalog/sales-contacts';
import { Link } from 'react-router';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { ContactIcon, serviceIconOf } from './contact-icons.tsx';
import styles from './services-block.module.css';

/**
 * The services block after the sales contacts (spec §2, §3): title, subtitle, description and the block's links,
 * each with its icon. Only safe links are shown (catalog-link.ts); a link off the site opens in a new tab.
 */
export function ServicesBlock({ block }: { block: ContactBlock }) {
  const t = useTranslations('productPage');
  if (!hasServicesBlock(block)) return null;
  const links = shownServicesLinks(block);
  return (
    <section id="services" className={styles.section} aria-labelledby="services-title">
      <div className={styles.intro}>
        <h2 id="services-title" className={styles.title}>
          {block.ServicesTitle ?? t('services/title')}
        </h2>
        {block.ServicesSubtitle ? <p className={styles.subtitle}>{block.ServicesSubtitle}</p> : null}
        {block.ServicesDescription ? <p className={styles.description}>{block.ServicesDescription}</p> : null}
      </div>
      {links.length > 0 ? (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={`${link.url} ${link.text}`}>
              <ServicesLink link={link} newTab={t('services/opensInNewTab')} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ServicesLink({ link, newTab }: { link: ShownServicesLink; newTab: string }) {
  const content = (
    <>
      <span className={styles.icon}>
        <ContactIcon name={serviceIconOf(link.icon)} size={24} />
      </span>
      <span className={styles.text}>{link.text}</span>
      <ContactIcon name={link.external ? 'external' : 'arrow'} size={18} className={styles.arrow} />
    </>
  );
  if (link.external) {
    return (
      <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
        {content}
        <VisuallyHidden>{` ${newTab}`}</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link className={styles.link} to={link.url}>
      {content}
    </Link>
  );
}
