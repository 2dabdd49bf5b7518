import styles from './back-office.module.css';
import { BackOfficeNav } from './back-office-nav.tsx';

interface BackOfficeHeadingProps {
  title: string;
  intro: string;
  locale: string;
  companies: boolean;
  /** The orders link: the back office's and the webshop manager's (default: with companies). */
  orders?: boolean;
}

/** Every back-office page opens with its title and the way to its other page. */
export function BackOfficeHeading({ title, intro, locale, companies, orders }: BackOfficeHeadingProps) {
  return (
    <header className={styles.heading}>
      <div>
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
      <BackOfficeNav locale={locale} companies={companies} {...(orders === undefined ? {} : { orders })} />
    </header>
  );
}
