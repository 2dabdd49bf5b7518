import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo.tsx';
import styles from './minimal-frame.module.css';

/** The page frame for errors above the locale layout: brand only, no data needed. */
export function MinimalFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <a href="/" className={styles.brand}>
            <BrandLogo />
          </a>
        </div>
      </header>
      <main id="main" className="container">
        {children}
      </main>
    </>
  );
}
