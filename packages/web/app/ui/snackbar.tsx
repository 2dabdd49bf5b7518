import { useEffect, useRef, useState } from 'react';
import { Icon } from './icon.tsx';
import styles from './snackbar.module.css';

export type SnackbarType = 'success' | 'error';

export interface SnackbarMessage {
  id: number;
  type: SnackbarType;
  message: string;
  durationMs: number;
}

interface SnackbarProps {
  item: SnackbarMessage;
  dismissLabel: string;
  onDismiss(id: number): void;
}

/** One message; its timer pauses while the pointer or focus is on it so it can be read (WCAG 2.2.1). */
export function Snackbar({ item, dismissLabel, onDismiss }: SnackbarProps) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.durationMs);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, item.id, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer
    <div
      className={`${styles.snackbar} ${styles[item.type]}`}
      data-type={item.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={item.type === 'success' ? 'success' : 'alert'} size={20} className={styles.icon} />
      <p className={styles.message}>{item.message}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        onClick={() => onDismiss(item.id)}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
