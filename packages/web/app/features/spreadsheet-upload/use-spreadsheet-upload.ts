import type { CartUploadResult } from '@airshop/domain/commerce/cart-upload';
import { useCallback, useRef, useState } from 'react';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import type { UploadProgress } from '../../platform/upload-request.ts';
import {
  failureMessage,
  phaseOfProgress,
  readAsDataUrl,
  snackbarOfResult,
  tooLargeToSend,
  type UploadPhase,
  type UploadSnackbar,
} from './upload-outcome.ts';

/** Sends the file as the upload's JSON (shop.md §7 "file as JSON") to the endpoint of the cart or a project. */
export type SendUpload = (
  body: { FileName: string; Data: string },
  onUploadProgress: (progress: UploadProgress) => void,
) => Promise<CartUploadResult>;

export interface SpreadsheetUploadState {
  phase: UploadPhase;
  /** The last answer: its refused rows stay listed until the next upload. */
  result: CartUploadResult | undefined;
  upload(file: File): Promise<void>;
}

/**
 * Reads the picked file, sends it with its progress, and hands the answer on: the snackbar, and onUploaded when
 * rows went in (shop.md §4: an error status skips the refetch). `t` reads the upload's texts without their
 * prefix (`errors/tooLarge` …), whichever page they are on.
 */
export function useSpreadsheetUpload(
  t: Translate,
  notify: (snackbar: UploadSnackbar) => void,
  onUploaded: () => void,
  send: SendUpload,
): SpreadsheetUploadState {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const [result, setResult] = useState<CartUploadResult>();
  const busy = useRef(false);

  const upload = useCallback(
    async (file: File) => {
      if (busy.current) return;
      if (tooLargeToSend(file)) {
        notify({ type: 'error', message: t('errors/tooLarge') });
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
          notify({ type: 'error', message: t('errors/readFailed') });
          return;
        }
        setPhase({ kind: 'sending', name: file.name, share: 0 });
        const answer = await send(
          { FileName: file.name.slice(0, 255) || 'upload', Data: data },
          ({ sent, total }) => setPhase(phaseOfProgress(file.name, sent, total)),
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
    [t, notify, onUploaded, send],
  );

  return { phase, result, upload };
}
