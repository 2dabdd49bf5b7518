import styles from './brand-logo.module.css';

/** The Airshop mark (airflow through a housing) and wordmark; the mark is decorative next to the name. */
export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path
          d="M7 11.5c3-2.4 6-2.4 9 0s6 2.4 9 0M7 16.5c3-2.4 6-2.4 9 0s6 2.4 9 0M7 21.5c3-2.4 6-2.4 9 0s6 2.4 9 0"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.wordmark} data-compact-label>
        Airshop
      </span>
    </span>
  );
}
