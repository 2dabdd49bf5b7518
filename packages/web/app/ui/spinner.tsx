import styles from './spinner.module.css';

interface SpinnerProps {
  /** Announced to screen readers; leave out when the surrounding control already says it is busy. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span className={`${styles.spinner} ${styles[size]}`} role={label ? 'status' : undefined}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="12" cy="12" r="9.5" />
        <path className={styles.arc} d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" />
      </svg>
      {label ? <span className={styles.label}>{label}</span> : null}
    </span>
  );
}
