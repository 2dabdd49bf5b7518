import type { ContentItem } from '@airshop/domain/content/content';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Card, CardLink, CardMedia } from '../../ui/card.tsx';
import styles from './content-article.module.css';
import { contentCrumbs, listPathOf } from './content-crumbs.ts';
import { ContentDate } from './content-date.tsx';
import { FallbackNotice } from './fallback-notice.tsx';

/**
 * A solution, page or blog post: breadcrumb, what kind of page and when, title and summary, the picture, the
 * body, then the products it is about. Text in another language than the page's says so, and carries its
 * own lang attribute.
 */
export function ContentArticle({ item, locale }: { item: ContentItem; locale: Locale }) {
  const t = useTranslations('content');
  const listPath = listPathOf(item.Kind);
  const crumbs = contentCrumbs(
    { label: t('breadcrumb/home'), to: `/${locale}` },
    listPath
      ? {
          label: t(item.Kind === 'solution' ? 'solutions/title' : 'blog/title'),
          to: `/${locale}/${listPath}`,
        }
      : undefined,
    item.Title,
  );
  const lang = item.TextLocale === locale ? undefined : item.TextLocale;
  const kindLabel = t(item.PageType ? `type/${item.PageType}` : `type/${item.Kind}`);

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        label={t('breadcrumb/label')}
        items={crumbs}
        upLabel={(parent) => t('breadcrumb/up', { name: parent.label })}
      />
      <div className={styles.layout}>
        <article className={styles.article} aria-labelledby="content-title">
          <header className={styles.head}>
            <p className={styles.eyebrow}>
              <span className={styles.kind}>{kindLabel}</span>
              {item.Kind === 'solution' ? null : (
                <>
                  <span aria-hidden="true"> · </span>
                  <ContentDate date={item.PublishedAt} locale={locale} />
                </>
              )}
            </p>
            <h1 id="content-title" className={styles.title} lang={lang}>
              {item.Title}
            </h1>
            <p className={styles.lead} lang={lang}>
              {item.Summary}
            </p>
          </header>
          {item.IsFallback ? (
            <div className={styles.notice}>
              <FallbackNotice locale={locale} textLocale={item.TextLocale} t={t} />
            </div>
          ) : null}
          {item.Image ? (
            <img
              className={styles.image}
              src={item.Image.Url}
              alt={item.Image.Alt}
              width={1000}
              height={750}
              decoding="async"
            />
          ) : null}
          <div
            className={styles.prose}
            lang={lang}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on import by sanitize-html against an allow-list (ADR 0053)
            dangerouslySetInnerHTML={{ __html: item.Body }}
          />
        </article>
        {item.RelatedProducts.length > 0 ? (
          <section className={styles.related} aria-labelledby="content-related">
            <h2 id="content-related" className={styles.relatedTitle}>
              {t('related/title')}
            </h2>
            <ul className={styles.products}>
              {item.RelatedProducts.map((product) => (
                <Card key={product.Id} className={styles.product}>
                  <CardMedia image={product.ImageUrl} className={styles.productMedia} />
                  <h3 className={styles.productName}>
                    <CardLink to={product.Url}>{product.Name}</CardLink>
                  </h3>
                </Card>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
