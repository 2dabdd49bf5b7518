import { cartUploadRoute } from '@airshop/domain/api/cart-routes';
import { callApi } from '../../../platform/api-client.ts';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import {
  type SendUpload,
  type SpreadsheetUploadState,
  type UploadSnackbar,
  useSpreadsheetUpload,
} from '../../spreadsheet-upload/index.ts';

/** PUT Carts/Default/Upload with the bytes' progress. */
export const sendCartUpload: SendUpload = (body, onUploadProgress) =>
  callApi(cartUploadRoute, { body }, { onUploadProgress });

/** The cart page's texts (`cart`) under their upload prefix. */
export const cartUploadTexts =
  (t: Translate): Translate =>
  (id, values) =>
    t(`upload/${id}`, values);

/** The cart's upload (ADR 0061): the shared spreadsheet upload sent to the cart. */
export function useCartUpload(
  t: Translate,
  notify: (snackbar: UploadSnackbar) => void,
  onUploaded: () => void,
): SpreadsheetUploadState {
  return useSpreadsheetUpload(cartUploadTexts(t), notify, onUploaded, sendCartUpload);
}
