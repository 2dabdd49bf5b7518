import type { Address } from '@airshop/domain/account/addresses';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useState } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { AddressDialog } from './address-dialog.tsx';
import styles from './checkout.module.css';
import { countryName } from './country-options.ts';
import type { CheckoutOrder } from './use-checkout-order.ts';

/**
 * Where the order goes (shop.md §2 "Choose or create a shipping address"): the company's shipping addresses as
 * a radio list, the ERP's first; a new address, or a change to one of the company's own, in the dialog.
 */
export function ShippingAddresses({
  checkout,
  country,
  locale,
}: {
  checkout: CheckoutOrder;
  country: string;
  locale: Locale;
}) {
  const t = useTranslations('checkout');
  const { addresses, saving } = checkout;
  // undefined: closed; 'new': a new address; an Address: that one changed.
  const [dialog, setDialog] = useState<Address | 'new' | undefined>();

  return (
    <section
      className={styles.section}
      aria-labelledby="checkout-address-title"
      data-testid="checkout-addresses"
    >
      <div className={styles.sectionHead}>
        <h2 id="checkout-address-title" className={styles.sectionTitle}>
          {t('address/title')}
        </h2>
        {saving === 'address' ? <Spinner size="sm" label={t('address/saving')} /> : null}
      </div>
      {addresses === 'loading' ? (
        <Skeleton lines={3} label={t('address/loading')} />
      ) : addresses === 'failed' ? (
        <Notice tone="error">{t('address/failed')}</Notice>
      ) : (
        <fieldset className={styles.addresses} disabled={saving === 'address'}>
          <legend>
            <VisuallyHidden>{t('address/legend')}</VisuallyHidden>
          </legend>
          {addresses.Addresses.length === 0 ? <p className={styles.muted}>{t('address/none')}</p> : null}
          {addresses.Addresses.filter((address) => address.IsShipping).map((address) => (
            <label key={address.Id} className={styles.addressOption} data-testid="checkout-address">
              <input
                type="radio"
                name="shipping-address"
                className={styles.radio}
                value={address.Id}
                checked={addresses.ShippingAddressId === address.Id}
                onChange={() => void checkout.chooseAddress(address.Id)}
              />
              <span className={styles.addressText}>
                <span className={styles.addressName}>{address.Name}</span>
                <span>{[address.Line1, address.Line2].filter(Boolean).join(', ')}</span>
                <span>
                  {address.PostalCode} {address.City}, {countryName(address.CountryCode, locale)}
                </span>
                {address.Phone ? <span>{address.Phone}</span> : null}
                <span className={styles.badge}>
                  {address.IsEditable ? t('address/own') : t('address/erp')}
                </span>
              </span>
              {address.IsEditable ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('address/editLabel', { name: address.Name })}
                  onClick={(event) => {
                    event.preventDefault();
                    setDialog(address);
                  }}
                >
                  {t('address/edit')}
                </Button>
              ) : null}
            </label>
          ))}
        </fieldset>
      )}
      <Button
        variant="secondary"
        className={styles.start}
        icon={<Icon name="plus" size={18} />}
        disabled={typeof addresses !== 'object'}
        onClick={() => setDialog('new')}
      >
        {t('address/new')}
      </Button>
      {dialog ? (
        <AddressDialog
          address={dialog === 'new' ? undefined : dialog}
          country={country}
          locale={locale}
          onSaved={checkout.addressSaved}
          onClose={() => setDialog(undefined)}
        />
      ) : null}
    </section>
  );
}
