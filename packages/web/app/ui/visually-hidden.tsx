import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only; it stays in the accessibility tree. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={styles.hidden} id={id}>
      {children}
    </span>
  );
}
