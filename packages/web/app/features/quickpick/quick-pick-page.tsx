import { formatPrice } from '@airshop/domain/commerce/price-math';
import type { QuickPickList } from '@airshop/domain/commerce/quick-pick';
import { QUICK_PICK_MAX_PRODUCTS } from '@airshop/domain/commerce/quick-pick-limits';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { quickpickSynchronized, refreshCartWidget, useCartState } from '../cart/index.ts';
import { quickPickApi } from './quick-pick-api.ts';
import styles from './quick-pick-page.module.css';
import {
  changedQuantities,
  type FieldValues,
  fieldQuantity,
  resyncValues,
  valuesOf,
} from './quick-pick-values.ts';

type Outcome = { tone: 'success' | 'warning' | 'error'; text: ReactNode } | null;

/** The frame of the quick-pick pages: breadcrumb and title. */
export function QuickPickFrame({
  locale,
  title,
  parent,
  children,
}: {
  locale: Locale;
  title: string;
  parent?: { label: string; to: string };
  children: ReactNode;
}) {
  const shared = useTranslations('shared');
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        label={shared('breadcrumb/label')}
        items={[
          { label: shared('breadcrumb/home'), to: `/${locale}` },
          ...(parent ? [parent] : []),
          { label: title },
        ]}
        upLabel={(item) => shared('breadcrumb/up', { parent: item.label })}
      />
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/**
 * /{locale}/quick-pick/{category} (shop.md §2 "Quick-pick page", issue 17 point 5, ADR 0069): the category's
 * variants, each with a quantity field prefilled with what the cart holds. "Update cart" sends the changed ones
 * in one PUT Qp/UpdateCart and refetches the cart widget; when the widget says ShouldQuickpickSynchronize (after
 * any fetch of it, shop.md §4), the list is read again and untouched fields take the cart's quantities.
 * Keyboard-first: arrow up and down move between the fields, Enter updates the cart.
 */
export function QuickPickPage({ list: initial, locale }: { list: QuickPickList; locale: Locale }) {
  const t = useTranslations('quickPick');
  const [list, setList] = useState(initial);
  const [values, setValues] = useState<FieldValues>(() => valuesOf(initial));
  const [busy, setBusy] = useState<'update' | 'sync' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [syncFailed, setSyncFailed] = useState(false);
  const { shouldQuickpickSynchronize } = useCartState();
  const fields = useRef<(HTMLInputElement | null)[]>([]);
  const state = useRef({ list, values, busy });
  state.current = { list, values, busy };

  const resync = async () => {
    setBusy('sync');
    try {
      const before = state.current.list;
      const after = await quickPickApi.list(before.MarketId, before.CategoryId);
      setValues(resyncValues(before, state.current.values, after));
      setList(after);
      setSyncFailed(false);
    } catch {
      setSyncFailed(true);
    } finally {
      setBusy(null);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the widget raises the flag, and only then
  useEffect(() => {
    if (!shouldQuickpickSynchronize) return;
    quickpickSynchronized();
    if (state.current.busy === 'update') return;
    void resync();
  }, [shouldQuickpickSynchronize]);

  const changes = changedQuantities(list, values);
  const invalid = list.Products.some((product) => fieldQuantity(values[product.Code] ?? '') === null);
  const tag = intlTag(locale);
  const nameOf = new Map(list.Products.map((product) => [product.Code, product.Name]));

  const update = async () => {
    if (invalid) {
      setOutcome({ tone: 'error', text: t('invalid') });
      return;
    }
    if (changes.length === 0) {
      setOutcome({ tone: 'warning', text: t('noChanges') });
      return;
    }
    setBusy('update');
    setOutcome(null);
    try {
      const answer = await quickPickApi.update({ Market: list.MarketId, Products: changes });
      const now = new Map(answer.Products.map((product) => [product.Code, product.Quantity]));
      const next = {
        ...list,
        Products: list.Products.map((product) => ({
          ...product,
          Quantity: now.get(product.Code) ?? product.Quantity,
        })),
      };
      setList(next);
      setValues((current) => ({
        ...current,
        ...Object.fromEntries(answer.Products.map((product) => [product.Code, String(product.Quantity)])),
      }));
      setOutcome(
        answer.Errors.length === 0
          ? { tone: 'success', text: t('updated') }
          : {
              tone: answer.Changed > 0 ? 'warning' : 'error',
              text: (
                <>
                  {t('partly', { count: answer.Errors.length })}
                  <ul className={styles.errors}>
                    {answer.Errors.map((error) => (
                      <li key={error.Code}>
                        <strong>{nameOf.get(error.Code) ?? error.Code}</strong> ({error.Code}):{' '}
                        {t(`quickOrder/errors/${error.Error}`)}
                      </li>
                    ))}
                  </ul>
                </>
              ),
            },
      );
    } catch {
      setOutcome({ tone: 'error', text: t('failed') });
    } finally {
      setBusy(null);
    }
    // shop.md §4: after a cart change the widget is read again (which raises the synchronise flag).
    void refreshCartWidget();
  };

  const move = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    const next = fields.current[index + step];
    if (!next) return;
    event.preventDefault();
    next.focus();
    next.select();
  };

  return (
    <QuickPickFrame
      locale={locale}
      title={list.CategoryName}
      parent={{ label: t('index/title'), to: `/${locale}/quick-pick` }}
    >
      <p className={styles.intro}>{t('list/intro')}</p>
      <p className={styles.links}>
        <Link to={`/${locale}/quick-pick`}>{t('allCategories')}</Link>
        <Link to={list.CategoryUrl}>{t('categoryPage')}</Link>
      </p>
      {list.Truncated ? (
        <Notice tone="info">{t('truncated', { max: QUICK_PICK_MAX_PRODUCTS })}</Notice>
      ) : null}
      {syncFailed ? (
        <Notice tone="error" role="alert">
          {t('loadFailed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void resync()}>
            {t('retry')}
          </Button>
        </Notice>
      ) : null}
      {list.Products.length === 0 ? (
        <Notice tone="info">{t('empty')}</Notice>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void update();
          }}
          aria-busy={busy !== null || undefined}
        >
          <table className={styles.table} data-testid="quick-pick-table">
            <caption className={styles.caption}>{t('list/caption', { category: list.CategoryName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('column/item')}</th>
                {list.ShowPrices ? (
                  <th scope="col" className={styles.priceColumn}>
                    {t('column/price')}
                  </th>
                ) : null}
                {list.ShowPrices ? (
                  <th scope="col" className={styles.stockColumn}>
                    {t('column/stock')}
                  </th>
                ) : null}
                <th scope="col" className={styles.quantityColumn}>
                  {t('column/quantity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.Products.map((product, index) => {
                const value = values[product.Code] ?? '';
                const quantity = fieldQuantity(value);
                const changed = quantity !== null && quantity !== product.Quantity;
                const price = product.Price
                  ? formatPrice(product.Price.Amount, product.Price.Currency, tag)
                  : null;
                return (
                  <tr
                    key={product.Code}
                    data-changed={changed || undefined}
                    data-in-cart={product.Quantity > 0 || undefined}
                  >
                    <td className={styles.item}>
                      {product.Image ? (
                        <img
                          className={styles.image}
                          src={product.Image}
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                        />
                      ) : (
                        <span className={styles.image} aria-hidden="true" />
                      )}
                      <span className={styles.itemText}>
                        <span className={styles.name}>{product.Name}</span>
                        {product.Description ? (
                          <span className={styles.description}>{product.Description}</span>
                        ) : null}
                        <span className={styles.codes}>
                          <span>{product.Code}</span>
                          {product.LviNumber ? <span>{t('lvi', { lvi: product.LviNumber })}</span> : null}
                        </span>
                        {price ? <span className={styles.phonePrice}>{price}</span> : null}
                      </span>
                    </td>
                    {list.ShowPrices ? <td className={styles.priceColumn}>{price ?? '–'}</td> : null}
                    {list.ShowPrices ? (
                      <td className={styles.stockColumn}>
                        {product.Stock === null
                          ? t('stock/unknown')
                          : t('stock/value', { count: product.Stock })}
                      </td>
                    ) : null}
                    <td className={styles.quantityColumn}>
                      <input
                        ref={(element) => {
                          fields.current[index] = element;
                        }}
                        className={styles.quantity}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={3}
                        aria-label={t('quantityLabel', { name: product.Name, code: product.Code })}
                        aria-invalid={quantity === null || undefined}
                        data-code={product.Code}
                        value={value}
                        onFocus={(event) => event.currentTarget.select()}
                        onKeyDown={(event) => move(event, index)}
                        onChange={(event) => {
                          const next = event.target.value;
                          setValues((current) => ({ ...current, [product.Code]: next }));
                        }}
                      />
                      <span className={styles.unit} aria-hidden="true">
                        {t('pcs')}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className={styles.bar}>
            <div aria-live="polite" className={styles.barStatus}>
              {busy === 'sync' ? (
                <span className={styles.syncing}>
                  <Spinner size="sm" /> {t('syncing')}
                </span>
              ) : (
                <span>{t('changes', { count: changes.length })}</span>
              )}
            </div>
            <Button type="submit" loading={busy === 'update'} disabled={busy === 'update'}>
              {t('update')}
            </Button>
          </div>
          <div aria-live="polite">
            {outcome ? (
              <Notice tone={outcome.tone} role={outcome.tone === 'error' ? 'alert' : 'status'}>
                {outcome.text}
              </Notice>
            ) : null}
          </div>
          {invalid ? (
            <p className={styles.invalid} role="alert">
              {t('invalid')}
            </p>
          ) : null}
        </form>
      )}
    </QuickPickFrame>
  );
}
