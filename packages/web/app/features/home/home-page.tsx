import { ButtonLink } from '../../ui/button-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { CategoryTile } from '../catalog/category-tile.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { useLink } from '../links/use-link.ts';
import { useLayoutData } from '../shell/layout-data.ts';
import { EntryCard } from './entry-card.tsx';
import { HeroIllustration } from './hero-illustration.tsx';
import styles from './home-page.module.css';

export function HomePage() {
  const t = useTranslations('home');
  const layout = useLayoutData();
  const market = layout?.market;
  // The product families are the top categories of the first catalogue, from the menu the layout holds.
  const families = layout?.catalogMenu.Catalogs[0]?.Items ?? [];
  const products = useLink('Webshop/Products');
  const salesContacts = useLink('Webshop/SalesContacts');

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
              <ButtonLink to={salesContacts} size="lg" variant="secondary">
                {t('hero/secondary')}
              </ButtonLink>
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

      <section className={`container ${styles.section}`} aria-labelledby="home-entries">
        <h2 id="home-entries">{t('entries/title')}</h2>
        <p className={styles.sectionLead}>{t('entries/text')}</p>
        <ul className={styles.cards}>
          <EntryCard
            link="Webshop/Products"
            icon="grid"
            title={t('entries/products/title')}
            text={t('entries/products/text')}
          />
          <EntryCard
            link="Webshop/Search"
            icon="search"
            title={t('entries/search/title')}
            text={t('entries/search/text')}
          />
          <EntryCard
            link="Webshop/SerialNumber"
            icon="barcode"
            title={t('entries/serialNumber/title')}
            text={t('entries/serialNumber/text')}
          />
          <EntryCard
            link="Webshop/SalesContacts"
            icon="contact"
            title={t('entries/salesContacts/title')}
            text={t('entries/salesContacts/text')}
          />
          <EntryCard
            link="Webshop/Documents"
            icon="document"
            title={t('entries/documents/title')}
            text={t('entries/documents/text')}
          />
        </ul>
      </section>

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
