import { CART_NAME_MAX } from '@airshop/domain/commerce/cart-limits';
import { useRef, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import styles from './cart-page.module.css';
import { cartApi } from './cart-page-api.ts';
import type { CartEditor } from './use-cart-editor.ts';

/**
 * The cart's name, edited in place (shop.md §4): display or editing; a save returns to display and clears the
 * typed text whether it succeeded or failed (a failure says so in the snackbar).
 */
export function CartNameEditor({ editor }: { editor: CartEditor }) {
  const t = useTranslations('cart');
  const { cart, busy, run } = editor;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const display = useRef<HTMLDivElement>(null);
  const cartId = cart.Id;

  const finish = () => {
    setEditing(false);
    setText('');
    // Back to the button that opened the editor, so the keyboard stays where it was.
    requestAnimationFrame(() => display.current?.querySelector('button')?.focus());
  };

  if (!editing || cartId === null) {
    return (
      <div className={styles.nameRow} ref={display}>
        <p className={styles.name}>
          <span className={styles.nameLabel}>{t('name/label')}</span>{' '}
          <span data-testid="cart-name">{cart.Name || t('name/unnamed')}</span>
        </p>
        {cartId !== null ? (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            {t('name/edit')}
          </Button>
        ) : null}
      </div>
    );
  }

  const name = text.trim();
  return (
    <form
      className={styles.nameForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!name) return;
        void run('name', () => cartApi.rename(cartId, name)).then(finish);
      }}
    >
      <TextField
        label={t('name/label')}
        value={text}
        maxLength={CART_NAME_MAX}
        placeholder={cart.Name ?? ''}
        // The person just asked to edit this very field.
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') finish();
        }}
      />
      <div className={styles.nameActions}>
        <Button type="submit" size="sm" loading={busy === 'name'} disabled={!name}>
          {t('name/save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={finish}>
          {t('dialog/cancel')}
        </Button>
      </div>
    </form>
  );
}
