import { ADDRESS_LIMITS } from '@airshop/domain/account/address-limits';
import type { Address, addressBodySchema } from '@airshop/domain/account/addresses';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useMemo } from 'react';
import { apiFailureErrors } from '../../forms/api-failure-errors.ts';
import { FormFailure } from '../../forms/form-failure.tsx';
import type { FormValues } from '../../forms/form-values.ts';
import { checkWithSchema } from '../../forms/schema-check.ts';
import { useForm } from '../../forms/use-form.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Select } from '../../ui/select.tsx';
import { useSnackbar } from '../../ui/snackbar-provider.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './checkout.module.css';
import { checkoutApi } from './checkout-api.ts';
import { countryOptions } from './country-options.ts';

const FIELDS = ['Name', 'Line1', 'Line2', 'PostalCode', 'City', 'CountryCode', 'Phone'] as const;
export type AddressValues = FormValues<typeof addressBodySchema, (typeof FIELDS)[number]>;

// The schema brings zod: loaded when the dialog is first checked, not with the page (ADR 0050, 0065).
type SchemaModule = typeof import('@airshop/domain/account/addresses');
let schemaModule: Promise<SchemaModule> | undefined;
const loadSchema = () => {
  schemaModule ??= import('@airshop/domain/account/addresses');
  return schemaModule;
};

async function checkAddress(values: AddressValues) {
  const { addressBodySchema } = await loadSchema();
  return checkWithSchema(addressBodySchema, values, values);
}

function valuesOf(address: Address | undefined, country: string): AddressValues {
  return {
    Name: address?.Name ?? '',
    Line1: address?.Line1 ?? '',
    Line2: address?.Line2 ?? '',
    PostalCode: address?.PostalCode ?? '',
    City: address?.City ?? '',
    CountryCode: address?.CountryCode ?? country,
    Phone: address?.Phone ?? '',
  };
}

/**
 * The shipping-address dialog (shop.md §2, §4): a new address of the company, or one of its own changed (the
 * ERP's are not editable). Saving shows the busy state, creates or updates the address, and hands it to
 * `onSaved` (the order goes there, the list is read again); then the success message and the dialog closes.
 */
export function AddressDialog({
  address,
  country,
  locale,
  onSaved,
  onClose,
}: {
  /** The address to change, or undefined for a new one. */
  address: Address | undefined;
  /** The market's country, the new address's first guess. */
  country: string;
  locale: Locale;
  onSaved(address: Address): Promise<void>;
  onClose(): void;
}) {
  const t = useTranslations('checkout');
  const snackbar = useSnackbar();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const form = useForm<AddressValues>({
    initialValues: valuesOf(address, country),
    check: { fields: FIELDS, run: async (values) => (await checkAddress(values)).errors },
    async send(values) {
      const checked = await checkAddress(values);
      if (!checked.ok) return checked.errors;
      try {
        const saved = address
          ? await checkoutApi.updateAddress(address.Id, checked.body)
          : await checkoutApi.createAddress(checked.body);
        await onSaved(saved);
        snackbar.show({ type: 'success', message: t('address/saved') });
        onClose();
        return undefined;
      } catch (error) {
        return apiFailureErrors(error, values, {
          codes: { conflict: { page: 'validation', key: 'formInvalid' } },
        });
      }
    },
  });
  const formId = 'checkout-address-form';

  return (
    <Dialog
      open
      onClose={onClose}
      title={address ? t('address/editTitle') : t('address/newTitle')}
      closeLabel={t('dialog/close')}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={form.sending}>
            {t('dialog/cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.sending}>
            {t('address/save')}
          </Button>
        </div>
      }
    >
      <form id={formId} {...form.formProps} aria-busy={form.sending || undefined}>
        <div className={styles.formGrid}>
          <div className={styles.wide}>
            <FormFailure message={form.formError} />
          </div>
          <div className={styles.wide}>
            <TextField
              label={t('address/name')}
              hint={t('address/nameHint')}
              required
              maxLength={ADDRESS_LIMITS.Name}
              autoComplete="organization"
              {...form.field('Name')}
            />
          </div>
          <div className={styles.wide}>
            <TextField
              label={t('address/line1')}
              required
              maxLength={ADDRESS_LIMITS.Line1}
              autoComplete="address-line1"
              {...form.field('Line1')}
            />
          </div>
          <div className={styles.wide}>
            <TextField
              label={t('address/line2')}
              maxLength={ADDRESS_LIMITS.Line2}
              autoComplete="address-line2"
              {...form.field('Line2')}
            />
          </div>
          <TextField
            label={t('address/postalCode')}
            required
            maxLength={ADDRESS_LIMITS.PostalCode}
            autoComplete="postal-code"
            {...form.field('PostalCode')}
          />
          <TextField
            label={t('address/city')}
            required
            maxLength={ADDRESS_LIMITS.City}
            autoComplete="address-level2"
            {...form.field('City')}
          />
          <Select
            label={t('address/country')}
            required
            options={countries}
            placeholder={t('address/countryChoose')}
            autoComplete="country"
            {...form.field('CountryCode')}
          />
          <TextField label={t('address/phone')} type="tel" autoComplete="tel" {...form.field('Phone')} />
        </div>
      </form>
    </Dialog>
  );
}
