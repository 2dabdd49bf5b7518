import { formatDisplayDate } from '@airshop/domain/commerce/delivery-date';
import { formatPrice } from '@airshop/domain/commerce/price-math';
import type { ProjectItem } from '@airshop/domain/commerce/projects';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { Link } from 'react-router';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { DelayedQuantity } from '../../../ui/delayed-quantity.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { NoteField } from '../../../ui/note-field.tsx';
import styles from './project-page.module.css';
import { projectPageApi } from './project-page-api.ts';
import type { ProjectEditor } from './use-project-editor.ts';

/**
 * One item of the project (issue 17 point 2): a box to pick it for removal, what it is, its quantity (1–999) and
 * the quantity selected to go to the cart (0 to the quantity), its note (≤ 35 with a counter), list price,
 * discount, net price, line total and delivery date, and a delete button. On a phone the parts stack into a card.
 */
export function ProjectLine({
  item,
  editor,
  locale,
  picked,
  onPick,
}: {
  item: ProjectItem;
  editor: ProjectEditor;
  locale: Locale;
  picked: boolean;
  onPick(picked: boolean): void;
}) {
  const t = useTranslations('projects');
  const { project, busy, run } = editor;
  const key = `item:${item.LineItemId}`;
  const tag = intlTag(locale);
  const money = (value: ProjectItem['Price']) =>
    value ? formatPrice(value.Amount, value.Currency, tag) : null;
  const which = { LineItemId: item.LineItemId, Code: item.Code };
  const update = (name: string, change: Record<string, unknown>) =>
    run(`${key}:${name}`, () => projectPageApi.updateItem(project.Id, { ...which, ...change }), {
      saved: true,
    });

  return (
    <li className={styles.line} data-testid="project-line" data-code={item.Code}>
      <div className={styles.pick}>
        <input
          type="checkbox"
          checked={picked}
          aria-label={t('line/pick', { name: item.DisplayName })}
          onChange={(event) => onPick(event.currentTarget.checked)}
        />
      </div>
      <div className={styles.lineImage}>
        {item.ImageUrl ? (
          <img src={item.ImageUrl} alt="" width={100} height={100} loading="lazy" />
        ) : (
          <Icon name="cube" size={32} />
        )}
      </div>
      <div className={styles.lineMain}>
        <Link to={item.Url} className={styles.lineName}>
          {item.DisplayName}
        </Link>
        <p className={styles.lineCode}>
          {t('line/code', { code: item.Code })}
          {item.LviNumber ? ` · ${t('line/lvi', { number: item.LviNumber })}` : null}
        </p>
        {item.Description ? <p className={styles.lineDescription}>{item.Description}</p> : null}
        {item.DeliveryDate ? (
          <p className={styles.lineDate}>
            {t('line/deliveryDate', { date: formatDisplayDate(item.DeliveryDate, tag) })}
          </p>
        ) : null}
        {!item.Orderable ? (
          <p className={styles.lineWarning}>
            <Icon name="alert" size={16} /> {t('line/notOrderable')}
          </p>
        ) : null}
      </div>
      <div className={styles.lineEdit}>
        <DelayedQuantity
          value={item.Quantity}
          label={t('line/quantity')}
          decreaseLabel={t('line/decrease')}
          increaseLabel={t('line/increase')}
          disabled={busy?.startsWith(key) === true && busy !== `${key}:quantity`}
          onSave={(Quantity) => update('quantity', { Quantity })}
        />
        <DelayedQuantity
          value={item.SelectedQuantity}
          min={0}
          max={item.Quantity}
          label={t('line/selected')}
          decreaseLabel={t('line/selectedDecrease')}
          increaseLabel={t('line/selectedIncrease')}
          disabled={busy?.startsWith(key) === true && busy !== `${key}:selected`}
          onSave={(SelectedQuantity) => update('selected', { SelectedQuantity })}
        />
        <NoteField
          note={item.Note}
          label={t('line/note')}
          counter={(count, max) => t('line/noteCounter', { count, max })}
          busy={busy === `${key}:note`}
          disabled={busy?.startsWith(key) === true && busy !== `${key}:note`}
          onSave={(Note) => void update('note', { Note })}
        />
      </div>
      <dl className={styles.linePrices}>
        <div>
          <dt>{t('line/listPrice')}</dt>
          <dd>{money(item.Price) ?? t('line/noPrice')}</dd>
        </div>
        <div>
          <dt>{t('line/discount')}</dt>
          <dd>
            {item.DiscountPercentage === null
              ? '–'
              : new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(
                  item.DiscountPercentage / 100,
                )}
          </dd>
        </div>
        <div>
          <dt>{t('line/netPrice')}</dt>
          <dd>{money(item.DiscountedPrice) ?? t('line/noPrice')}</dd>
        </div>
        <div className={styles.lineTotal}>
          <dt>{t('line/lineTotal')}</dt>
          <dd data-testid="line-total">{money(item.LineTotal) ?? t('line/noPrice')}</dd>
        </div>
      </dl>
      <div className={styles.lineActions}>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('line/deleteLabel', { name: item.DisplayName })}
          loading={busy === `${key}:delete`}
          onClick={() => void run(`${key}:delete`, () => projectPageApi.deleteItem(project.Id, which))}
        >
          {t('line/delete')}
        </Button>
      </div>
    </li>
  );
}
