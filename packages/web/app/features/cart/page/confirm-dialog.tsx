import type { ReactNode } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import styles from './cart-page.module.css';

/** Asks before something that cannot be undone (delete a delivery, the basket, the cart). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = useTranslations('cart');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('dialog/close')}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog/cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <div className={styles.dialogText}>{children}</div>
    </Dialog>
  );
}
