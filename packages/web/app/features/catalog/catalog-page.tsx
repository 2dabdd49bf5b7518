import type { CatalogNode } from '@airshop/domain/catalog/catalog';
import type { CatalogFilterValues } from '@airshop/domain/catalog/catalog-filters';
import { Link, useNavigation } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useLink } from '../../platform/use-link.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { mayOrder } from '../orders/index.ts';
import { useLayoutData } from '../shell/index.ts';
import { catalogCrumbs } from './catalog-crumbs.ts';
import { CatalogFilters } from './catalog-filters.tsx';
import styles from './catalog-page.module.css';
import { CategoryTile } from './category-tile.tsx';
import { ProductCard } from './product-card.tsx';

/**
 * A catalogue node: the catalogue root, a family or a category. Subcategories as tiles, then the products with
 * the filters; a breadcrumb (a level-up link on phones) leads back up.
 */
export function CatalogPage({ node, filters }: { node: CatalogNode; filters: CatalogFilterValues }) {
  const t = useTranslations('catalog');
  const navigation = useNavigation();
  const productsUrl = useLink('Webshop/Products');
  const layout = useLayoutData();
  const locale = layout?.locale;
  // The same trail as the product pages below it: home and the products page first (catalog-crumbs.ts).
  const crumbs = catalogCrumbs(
    node.SelectedFilterItems,
    { label: t('breadcrumb/home'), to: `/${locale ?? ''}` },
    { label: t('breadcrumb/products'), to: productsUrl },
  );
  const filtered = filters.showDiscontinued || filters.showWebShopOnly || filters.showSparePartsOnly;
  // Products are listed where a category can hold them: leaves, and any node with products or filters on.
  const listsProducts = node.Items.length > 0 || node.Categories.length === 0 || filtered;
  const busy = navigation.state === 'loading' && navigation.location.pathname === node.Url;

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        label={t('breadcrumb/label')}
        items={crumbs}
        upLabel={(parent) => t('breadcrumb/up', { name: parent.label })}
      />

      <header className={styles.head}>
        <h1 className={styles.title}>{node.Name}</h1>
        {node.DisplayCategoryDescription && node.Description ? (
          <p className={styles.description}>{node.Description}</p>
        ) : null}
        {/* Buyers may fill the whole group's quantities in one list (ADR 0069); categories only, not the root. */}
        {node.Id !== node.RootId && layout?.profile && mayOrder(layout.profile) ? (
          <Link className={styles.quickPick} to={`/${locale}/quick-pick/${encodeURIComponent(node.Id)}`}>
            <Icon name="cart" size={18} />
            {t('quickPick/link')}
          </Link>
        ) : null}
      </header>

      {node.Categories.length > 0 ? (
        <section className={styles.section} aria-labelledby="catalog-categories">
          <h2 id="catalog-categories" className={styles.sectionTitle}>
            {t('categories/title')}
          </h2>
          <ul className={styles.tiles}>
            {node.Categories.map((category) => (
              <CategoryTile
                key={category.Id}
                name={category.Name}
                url={category.Url}
                image={category.Image}
              />
            ))}
          </ul>
        </section>
      ) : null}

      {listsProducts ? (
        <section className={styles.section} aria-labelledby="catalog-products">
          <div className={styles.listHead}>
            <h2 id="catalog-products" className={styles.sectionTitle}>
              {t('products/title')}
            </h2>
            <p className={styles.count} aria-live="polite">
              {t('products/count', { count: node.Items.length })}
            </p>
          </div>
          <div className={styles.toolbar}>
            <CatalogFilters values={filters} t={t} />
          </div>
          {node.Items.length > 0 ? (
            <ul className={styles.products} aria-busy={busy || undefined}>
              {node.Items.map((entry) => (
                <ProductCard key={entry.Id} entry={entry} t={t} />
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <Notice title={filtered ? t('empty/filteredTitle') : t('empty/title')}>
                <p>{filtered ? t('empty/filteredText') : t('empty/text')}</p>
                {filtered ? (
                  <ButtonLink to={node.Url} variant="secondary" size="sm" preventScrollReset>
                    {t('empty/clear')}
                  </ButtonLink>
                ) : null}
              </Notice>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
