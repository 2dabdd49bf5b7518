import { cartTemplateRoute } from '@airshop/domain/api/cart-routes';
import { CART_TEMPLATE_FILE_NAME } from '@airshop/domain/commerce/cart-limits';
import { useMemo } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { SpreadsheetUpload } from '../../spreadsheet-upload/index.ts';
import { cartUploadTexts, sendCartUpload } from './use-cart-upload.ts';

interface CartUploadProps {
  /** Rows went in: the page refetches the checkout and the widget (shop.md §4). */
  onUploaded: () => void;
}

/** The cart's spreadsheet upload (issue 15 point 4, ADR 0061): the shared upload, sent to the cart. */
export function CartUpload({ onUploaded }: CartUploadProps) {
  const page = useTranslations('cart');
  const t = useMemo(() => cartUploadTexts(page), [page]);
  return (
    <SpreadsheetUpload
      t={t}
      send={sendCartUpload}
      onUploaded={onUploaded}
      templateHref={cartTemplateRoute.path}
      templateFileName={CART_TEMPLATE_FILE_NAME}
      // Under the page's h1, before the deliveries' h2s: the refused rows are a section of the page.
      refusedId="cart-upload-refused"
      headingLevel={2}
    />
  );
}
