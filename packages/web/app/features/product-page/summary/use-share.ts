import { PRODUCT_PAGE_SNACKBAR_MS } from '@airshop/domain/site/constants';
import { useCallback } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';

/**
 * Spec §2 Share: the native share sheet where the browser has one; otherwise the link is copied and the
 * 'link copied' alert shows (6 s on the product page, §9). A share the visitor cancels is no error.
 */
export function useShare(title: string): () => Promise<void> {
  const t = useTranslations('productPage');
  const snackbar = useSnackbar();
  return useCallback(async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused (no user activation, unsupported data): fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      snackbar.show({ type: 'success', message: t('share/copied'), durationMs: PRODUCT_PAGE_SNACKBAR_MS });
    } catch {
      snackbar.show({ type: 'error', message: t('share/failed'), durationMs: PRODUCT_PAGE_SNACKBAR_MS });
    }
  }, [snackbar, t, title]);
}
