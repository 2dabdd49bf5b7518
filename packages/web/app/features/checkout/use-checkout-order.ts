import type { Address } from '@airshop/domain/account/addresses';
import type {
  CartOrder,
  CheckoutAddresses,
  UpdateCartOrderInput,
} from '@airshop/domain/commerce/checkout-order';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useSnackbar } from '../../ui/snackbar-provider.tsx';
import { cleanupAddressId } from './address-cleanup.ts';
import { checkoutApi } from './checkout-api.ts';

export type AddressesState = CheckoutAddresses | 'loading' | 'failed';

export interface CheckoutOrder {
  /** The order being prepared (address, reference, comment); undefined until read. */
  order: CartOrder | undefined;
  addresses: AddressesState;
  /** A field whose save is under way (`address`, `OrderReference`, `Comment`). */
  saving: string | undefined;
  chooseAddress(id: string): Promise<void>;
  /** Saves the reference or the comment when it changed; an empty text clears it. */
  saveText(field: 'OrderReference' | 'Comment', value: string): Promise<void>;
  /** The dialog saved an address: the order goes there, the list is read again (shop.md §4). */
  addressSaved(address: Address): Promise<void>;
  /** Reads order and addresses again (after a promotion code, shop.md §4). */
  reload(): Promise<void>;
}

/**
 * The order part of checkout step 2: reads the order and the addresses when the page opens, runs the address
 * cleanup (silently, then the 'cart saved' message), and saves each change with PATCH Carts/{id}/Order. Every
 * answer is the order as it is now. `onVersion` hears the cart's Version of each answer: an order change moves
 * the cart on, and the page's summary must follow to submit with the right Version.
 */
export function useCheckoutOrder(onVersion: (version: number) => void): CheckoutOrder {
  const t = useTranslations('checkout');
  const shared = useTranslations('shared');
  const snackbar = useSnackbar();
  const [order, setOrder] = useState<CartOrder | undefined>();
  const [addresses, setAddresses] = useState<AddressesState>('loading');
  const [saving, setSaving] = useState<string | undefined>();
  const versionHeard = useRef(onVersion);
  versionHeard.current = onVersion;

  const failed = useCallback(
    () => snackbar.show({ type: 'error', message: shared('generic/messages/apiOrConnectionError') }),
    [snackbar, shared],
  );

  const showOrder = useCallback((next: CartOrder) => {
    setOrder(next);
    setAddresses((list) =>
      typeof list === 'object' ? { ...list, ShippingAddressId: next.ShippingAddressId } : list,
    );
    versionHeard.current(next.Version);
  }, []);

  const update = useCallback(
    async (key: string, body: UpdateCartOrderInput): Promise<boolean> => {
      setSaving(key);
      try {
        const next = await checkoutApi.updateOrder(body);
        if (next) showOrder(next);
        return true;
      } catch {
        failed();
        return false;
      } finally {
        setSaving(undefined);
      }
    },
    [showOrder, failed],
  );

  const read = useCallback(async (): Promise<CheckoutAddresses | undefined> => {
    try {
      const [nextOrder, list] = await Promise.all([checkoutApi.order(), checkoutApi.addresses()]);
      setOrder(nextOrder);
      setAddresses(list);
      return list;
    } catch {
      setAddresses('failed');
      failed();
      return undefined;
    }
  }, [failed]);

  const saved = useRef(() => snackbar.show({ type: 'success', message: t('messages/cartSaved') }));
  saved.current = () => snackbar.show({ type: 'success', message: t('messages/cartSaved') });

  // Once per visit: read, then give the order an address if it has none (shop.md §4 address cleanup).
  useEffect(() => {
    let current = true;
    void (async () => {
      const list = await read();
      const pick = list ? cleanupAddressId(list) : undefined;
      if (!current || pick === undefined) return;
      if (await update('address', { ShippingAddressId: pick })) saved.current();
    })();
    return () => {
      current = false;
    };
  }, [read, update]);

  return {
    order,
    addresses,
    saving,
    async chooseAddress(id) {
      if (order?.ShippingAddressId === id) return;
      await update('address', { ShippingAddressId: id });
    },
    async saveText(field, value) {
      const text = value.trim();
      if (!order || text === (order[field] ?? '')) return;
      await update(field, { [field]: text === '' ? null : text });
    },
    async addressSaved(address) {
      await update('address', { ShippingAddressId: address.Id });
      try {
        setAddresses(await checkoutApi.addresses());
      } catch {
        failed();
      }
    },
    async reload() {
      await read();
    },
  };
}
