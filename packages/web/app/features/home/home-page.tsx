import { hasBuiltPage } from '@airshop/domain/site/built-pages';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useLink, usePageLink } from '../../platform/use-link.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { CategoryTile } from '../catalog/index.ts';
import { SerialSearchBox } from '../osd/index.ts';
import { useLayoutData } from '../shell/index.ts';
import { EntryCard } from './entry-card.tsx';
import { HeroIllustration } from './hero-illustration.tsx';
import styles from './home-page.module.css';

const ENTRIES = [
  { link: 'Webshop/Products', icon: 'grid', key: 'products' },
  { link: 'Webshop/Solutions', icon: 'home', key: 'solutions' },
  { link: 'Webshop/Blog', icon: 'document', key: 'blog' },
  { link: 'Webshop/Search', icon: 'search', key: 'search' },
  { link: 'Webshop/SerialNumber', icon: 'barcode', key: 'serialNumber' },
  { link: 'Webshop/SalesContacts', icon: 'contact', key: 'salesContacts' },
  { link: 'Webshop/Documents', icon: 'document', key: 'documents' },
] as const satisfies readonly { link: string; icon: IconName; key: string }[];

export function HomePage() {
  const t = useTranslations('home');
  const layout = useLayoutData();
  const market = layout?.market;
  // The product families are the top categories of the first catalogue, from the menu the layout holds.
  const families = layout?.catalogMenu.Catalogs[0]?.Items ?? [];
  const products = useLink('Webshop/Products');
  const salesContacts = usePageLink('Webshop/SalesContacts');
  // Entry points to pages still to be built would lead to a 404 (ADR 0042).
  const entries = ENTRIES.filter((entry) => hasBuiltPage(entry.link));

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroGrid}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t('hero/eyebrow')}</p>
            <h1 id="home-title">{t('hero/title')}</h1>
            <p className={styles.lead}>{t('hero/text')}</p>
            <div className={styles.actions}>
              <ButtonLink to={products} size="lg" icon={<Icon name="arrowRight" size={20} />}>
                {t('hero/primary')}
              </ButtonLink>
              {salesContacts ? (
                <ButtonLink to={salesContacts} size="lg" variant="secondary">
                  {t('hero/secondary')}
                </ButtonLink>
              ) : null}
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      {market && !market.IsWebshopEnabled ? (
        <div className={`container ${styles.market}`}>
          <Notice title={t('market/disabledTitle')}>
            <p>{t('market/disabledText')}</p>
          </Notice>
        </div>
      ) : null}

      {families.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="home-families">
          <h2 id="home-families">{t('families/title')}</h2>
          <p className={styles.sectionLead}>{t('families/text')}</p>
          <ul className={styles.families}>
            {families.map((family) => (
              <CategoryTile key={family.Id} name={family.Name} url={family.Url} image={family.Image} />
            ))}
          </ul>
        </section>
      ) : null}

      {layout && hasBuiltPage('Webshop/SerialNumber') ? <SerialSearchBox locale={layout.locale} /> : null}

      {/* One card would only repeat the hero's 'Browse products': the section waits for a second page. */}
      {entries.length > 1 ? (
        <section className={`container ${styles.section}`} aria-labelledby="home-entries">
          <h2 id="home-entries">{t('entries/title')}</h2>
          <p className={styles.sectionLead}>{t('entries/text')}</p>
          <ul className={styles.cards}>
            {entries.map((entry) => (
              <EntryCard
                key={entry.link}
                link={entry.link}
                icon={entry.icon}
                title={t(`entries/${entry.key}/title`)}
                text={t(`entries/${entry.key}/text`)}
              />
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.values} aria-labelledby="home-values">
        <div className="container">
          <h2 id="home-values">{t('values/title')}</h2>
          <dl className={styles.valueGrid}>
            {(['prices', 'projects', 'documents', 'languages'] as const).map((key) => (
              <div key={key} className={styles.value}>
                <dt>{t(`values/${key}/title`)}</dt>
                <dd>{t(`values/${key}/text`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
