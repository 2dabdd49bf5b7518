import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';
import { Icon } from './icon.tsx';

interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Covers the viewport, for results lists and image zoom. */
  fullScreen?: boolean;
  description?: ReactNode;
  /** 'dark': the panel views of the header, such as the cart (shop.md §2 "with dark theme"). */
  tone?: 'light' | 'dark';
}

/**
 * A native <dialog> opened with showModal(): the browser makes the rest of the page inert (focus stays
 * inside) and Escape fires `cancel`. Focus returns to the element that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  fullScreen,
  description,
  tone = 'light',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      // Browsers restore focus too, but not all of them and not when the opener was re-rendered.
      if (opener.current?.isConnected) opener.current.focus();
      onClose();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${fullScreen ? styles.fullScreen : ''} ${tone === 'dark' ? styles.dark : ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        // A click on the ::backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      onKeyDown={(event) => {
        // The browser lets Tab leave a modal dialog for its own toolbar; keep the cycle inside instead.
        if (event.key === 'Tab') wrapFocus(event.currentTarget, event);
      }}
    >
      {open ? (
        <div className={styles.frame}>
          {/* Divs, not <header>/<footer>: inside a dialog those would be banner and contentinfo landmarks, and
              a dialog opened from the site header would nest them in its banner. */}
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              onClick={() => ref.current?.close()}
            >
              <Icon name="close" size={20} />
            </button>
          </div>
          <div className={styles.body}>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function wrapFocus(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
