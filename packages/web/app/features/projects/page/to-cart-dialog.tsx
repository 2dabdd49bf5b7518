import type { CartDelivery } from '@airshop/domain/commerce/cart-checkout';
import { formatDisplayDate } from '@airshop/domain/commerce/delivery-date';
import type { ProjectToCartResult } from '@airshop/domain/commerce/projects';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useEffect, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { randomUuid } from '../../../platform/random-uuid.ts';
import { Button } from '../../../ui/button.tsx';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { refreshCartWidget } from '../../cart/index.ts';
import styles from './project-page.module.css';
import { projectPageApi } from './project-page-api.ts';
import type { ProjectEditor } from './use-project-editor.ts';

type Deliveries = readonly CartDelivery[] | 'loading' | 'failed';

/**
 * "Put selected into the cart" (issue 17 point 2): the buyer picks a delivery of their cart, or a new one, and
 * the selected quantities go there in one call (PUT portal/Projects/{id}/ToCart). The answer is shown in the
 * dialog: how many items went, and each that could not, with why (the add's words, shop.md §8).
 */
export function ToCartDialog({
  open,
  onClose,
  editor,
  locale,
}: {
  open: boolean;
  onClose(): void;
  editor: ProjectEditor;
  locale: Locale;
}) {
  const t = useTranslations('projects');
  const shared = useTranslations('shared');
  const snackbar = useSnackbar();
  const { project, reload } = editor;
  const [deliveries, setDeliveries] = useState<Deliveries>('loading');
  const [choice, setChoice] = useState('new');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ProjectToCartResult | undefined>();
  const tag = intlTag(locale);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setResult(undefined);
    setDeliveries('loading');
    projectPageApi.cart().then(
      (cart) => {
        if (!current) return;
        setDeliveries(cart.Deliveries);
        setChoice(cart.Deliveries.length > 0 ? '1' : 'new');
      },
      () => current && setDeliveries('failed'),
    );
    return () => {
      current = false;
    };
  }, [open]);

  async function move() {
    setBusy(true);
    try {
      const answer = await projectPageApi.toCart(
        project.Id,
        { ShipmentNo: choice === 'new' ? null : Number(choice) },
        randomUuid(),
      );
      setResult(answer);
      void refreshCartWidget();
      await reload();
    } catch {
      snackbar.show({ type: 'error', message: shared('generic/messages/apiOrConnectionError') });
    } finally {
      setBusy(false);
    }
  }

  const nameOf = (code: string) => project.Items.find((item) => item.Code === code)?.DisplayName ?? code;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('toCart/title')}
      closeLabel={t('dialog/close')}
      footer={
        <div className={styles.dialogActions}>
          {result ? (
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('dialog/close')}
              </Button>
              {result.Added > 0 ? <ButtonLink to={`/${locale}/cart`}>{t('toCart/toCart')}</ButtonLink> : null}
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('dialog/cancel')}
              </Button>
              <Button loading={busy} disabled={deliveries === 'loading'} onClick={() => void move()}>
                {t('toCart/confirm')}
              </Button>
            </>
          )}
        </div>
      }
    >
      <div className={styles.dialogText} aria-live="polite">
        {result ? (
          <>
            <p data-testid="to-cart-result">
              {result.Added > 0
                ? t('toCart/added', { count: result.Added, delivery: result.ShipmentNo ?? 0 })
                : t('toCart/noneAdded')}
            </p>
            {result.Errors.length > 0 ? (
              <Notice tone="warning" title={t('toCart/failedTitle')}>
                <ul className={styles.failures}>
                  {result.Errors.map((error) => (
                    <li key={error.LineItemId}>
                      {t('toCart/failedLine', {
                        name: nameOf(error.Code),
                        code: error.Code,
                        reason:
                          error.Error === 'ambiguousCode'
                            ? t('toCart/ambiguousCode')
                            : shared(`generic/addItemErrors/${error.Error}`),
                      })}
                    </li>
                  ))}
                </ul>
              </Notice>
            ) : null}
          </>
        ) : (
          <>
            <p>{t('toCart/text')}</p>
            {deliveries === 'loading' ? <Spinner size="sm" /> : null}
            {deliveries === 'failed' ? <Notice tone="warning">{t('toCart/deliveriesFailed')}</Notice> : null}
            {Array.isArray(deliveries) ? (
              <fieldset className={styles.choices}>
                <legend>{t('toCart/delivery')}</legend>
                {deliveries.map((delivery) => (
                  <label key={delivery.ShipmentNo} className={styles.choice}>
                    <input
                      type="radio"
                      name="delivery"
                      value={String(delivery.ShipmentNo)}
                      checked={choice === String(delivery.ShipmentNo)}
                      onChange={() => setChoice(String(delivery.ShipmentNo))}
                    />
                    {delivery.DeliveryDate
                      ? t('toCart/deliveryDated', {
                          number: delivery.ShipmentNo,
                          date: formatDisplayDate(delivery.DeliveryDate, tag),
                        })
                      : t('toCart/deliveryNumber', { number: delivery.ShipmentNo })}
                  </label>
                ))}
                <label className={styles.choice}>
                  <input
                    type="radio"
                    name="delivery"
                    value="new"
                    checked={choice === 'new'}
                    onChange={() => setChoice('new')}
                  />
                  {t('toCart/newDelivery')}
                </label>
              </fieldset>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
