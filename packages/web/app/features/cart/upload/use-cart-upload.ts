import { cartUploadRoute } from '@airshop/domain/api/cart-routes';
import type { CartUploadResult } from '@airshop/domain/commerce/cart-upload';
import { useCallback, useRef, useState } from 'react';
import { callApi } from '../../../platform/api-client.ts';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import {
  failureMessage,
  phaseOfProgress,
  readAsDataUrl,
  snackbarOfResult,
  tooLargeToSend,
  type UploadPhase,
  type UploadSnackbar,
} from './upload-outcome.ts';

export interface CartUploadState {
  phase: UploadPhase;
  /** The last answer: its refused rows stay listed until the next upload. */
  result: CartUploadResult | undefined;
  upload(file: File): Promise<void>;
}

/**
 * Reads the picked file, sends it with its progress, and hands the answer on: the snackbar, and onUploaded when
 * rows went in (shop.md §4: an error status skips the refetch).
 */
export function useCartUpload(
  t: Translate,
  notify: (snackbar: UploadSnackbar) => void,
  onUploaded: () => void,
): CartUploadState {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const [result, setResult] = useState<CartUploadResult>();
  const busy = useRef(false);

  const upload = useCallback(
    async (file: File) => {
      if (busy.current) return;
      if (tooLargeToSend(file)) {
        notify({ type: 'error', message: t('upload/errors/tooLarge') });
        return;
      }
      busy.current = true;
      setResult(undefined);
      setPhase({ kind: 'reading', name: file.name });
      try {
        let data: string;
        try {
          data = await readAsDataUrl(file);
        } catch {
          notify({ type: 'error', message: t('upload/errors/readFailed') });
          return;
        }
        setPhase({ kind: 'sending', name: file.name, share: 0 });
        const answer = await callApi(
          cartUploadRoute,
          { body: { FileName: file.name.slice(0, 255) || 'upload', Data: data } },
          { onUploadProgress: ({ sent, total }) => setPhase(phaseOfProgress(file.name, sent, total)) },
        );
        setResult(answer);
        notify(snackbarOfResult(answer));
        if (answer.Status !== 'error') onUploaded();
      } catch (error) {
        notify({ type: 'error', message: failureMessage(error, t) });
      } finally {
        busy.current = false;
        setPhase({ kind: 'idle' });
      }
    },
    [t, notify, onUploaded],
  );

  return { phase, result, upload };
}
