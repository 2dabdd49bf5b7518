import type { ReactNode } from 'react';
import styles from './account-page.module.css';

/** The frame of one account page: a titled panel in the middle of the page, full width on phones. */
export function AccountPage({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.panel} ${wide ? styles.wide : ''}`} aria-labelledby="account-title">
        <header className={styles.heading}>
          <h1 id="account-title">{title}</h1>
          {intro ? <p>{intro}</p> : null}
        </header>
        {children}
      </section>
    </div>
  );
}

export { styles as accountStyles };
