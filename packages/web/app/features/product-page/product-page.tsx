import type { ProductPage as ProductPageData } from '@airshop/domain/catalog/product';
import type { ContactBlock } from '@airshop/domain/catalog/sales-contacts';
import type { SizingFirstView } from '@airshop/domain/catalog/sizing-first-view';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useLink } from '../../platform/use-link.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { catalogCrumbs } from '../catalog/index.ts';
import { presentAnchors } from './anchors.ts';
import { BackToTop } from './back-to-top.tsx';
import { BuyBar } from './buy/buy-bar.tsx';
import { ProductContacts } from './contacts/product-contacts.tsx';
import { ServicesBlock } from './contacts/services-block.tsx';
import { ProductDocuments } from './documents/product-documents.tsx';
import { ProductEnquiry } from './enquiry/product-enquiry.tsx';
import { ConfiguratorBanner } from './information/configurator-banner.tsx';
import { ProductInformation } from './information/product-information.tsx';
import { MarketingForm } from './marketing/marketing-form.tsx';
import { NextSteps } from './next-steps/next-steps.tsx';
import styles from './product-page.module.css';
import { SkipLinks } from './skip-links.tsx';
import { ProductSummary } from './summary/product-summary.tsx';
import { ProductVariants } from './variants/product-variants.tsx';
import { VariantSelectionProvider } from './variants/variant-selection-context.tsx';
import './print.css';

export interface ProductPageProps {
  page: ProductPageData;
  /**
   * The first view of the viewer's sizing (prices only for a viewer who may see them; the variants come after,
   * ADR 0080); undefined when it could not be read.
   */
  sizing?: SizingFirstView | undefined;
  contactBlock: ContactBlock | undefined;
  locale: Locale;
}

/**
 * The product page in the order of spec §2: breadcrumbs, summary, product information, configurator banner,
 * variant chooser and extras (sharing one selection: ProductVariants), (enquiry form: part 2), documents, sales
 * contacts and services, embedded marketing form, next steps, back to top. Each section renders only with data
 * and carries its in-page anchor.
 */
export function ProductPage({ page, sizing, contactBlock, locale }: ProductPageProps) {
  const t = useTranslations('productPage');
  const productsUrl = useLink('Webshop/Products');
  const anchors = presentAnchors(page, contactBlock, sizing);
  const crumbs = catalogCrumbs(
    page.Breadcrumb,
    { label: t('breadcrumb/home'), to: `/${locale}` },
    { label: t('breadcrumb/products'), to: productsUrl },
  );
  const content = (
    <div className={`container ${styles.page}`}>
      {sizing && sizing.VariantCount > 0 ? <SkipLinks chooser={sizing.AttributeNames.length > 0} /> : null}
      <div data-print="hide">
        <Breadcrumb
          label={t('breadcrumb/label')}
          items={crumbs}
          upLabel={(parent) => t('breadcrumb/up', { name: parent.label })}
        />
      </div>
      <ProductSummary page={page} locale={locale} anchors={anchors} />
      <ProductInformation page={page} />
      <ConfiguratorBanner detail={page.Detail} />
      {sizing ? <ProductVariants key={page.Detail.Id} detail={page.Detail} sizing={sizing} /> : null}
      <ProductEnquiry detail={page.Detail} locale={locale} />
      <ProductDocuments page={page} locale={locale} />
      {contactBlock ? (
        <>
          <ProductContacts block={contactBlock} />
          <ServicesBlock block={contactBlock} />
        </>
      ) : null}
      <MarketingForm detail={page.Detail} />
      <NextSteps nextSteps={page.NextSteps} />
      <BackToTop label={t('backToTop')} />
      {sizing ? <BuyBar productName={page.Detail.Name} /> : null}
    </div>
  );
  // One selection for the chooser, the buy summary beside the name and the phone's buy bar.
  return sizing && sizing.VariantCount > 0 ? (
    <VariantSelectionProvider key={page.Detail.Id} productId={page.Detail.Id} sizing={sizing} locale={locale}>
      {content}
    </VariantSelectionProvider>
  ) : (
    content
  );
}
