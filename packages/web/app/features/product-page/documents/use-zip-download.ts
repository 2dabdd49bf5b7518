import { documentZipRoute } from '@airshop/domain/api/document-zip-routes';
import { useCallback, useRef, useState } from 'react';
import { downloadApi } from '../../../platform/api-client.ts';
import { saveFile } from '../../../platform/save-file.ts';

export type ZipKind = 'all' | 'selection';

export interface ZipDownload {
  /** Which button is working, and on how many documents. */
  busy: { kind: ZipKind; count: number } | null;
  download(kind: ZipKind, ids: readonly string[]): Promise<void>;
}

/**
 * POST Documents/DownloadDocumentZip with the ids, saved under the name the server gives it (the product's
 * name, ADR 0011). Spec §8: a zip error stops the loader silently; it is only logged.
 */
export function useZipDownload(productId: string, fallbackName: string): ZipDownload {
  const [busy, setBusy] = useState<ZipDownload['busy']>(null);
  const running = useRef(false);

  const download = useCallback(
    async (kind: ZipKind, ids: readonly string[]) => {
      if (running.current || ids.length === 0) return;
      running.current = true;
      setBusy({ kind, count: ids.length });
      try {
        const file = await downloadApi(documentZipRoute, { query: { productId }, body: [...ids] });
        saveFile(file.blob, file.filename ?? fallbackName);
      } catch (error) {
        console.warn('The documents zip could not be downloaded', error);
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [productId, fallbackName],
  );

  return { busy, download };
}
