import { Button } from './button.tsx';
import styles from './pager.module.css';

/** The words a pager shows, in the page's language (each list names them from its own translations). */
export interface PagerTexts {
  readonly label: string;
  readonly previous: string;
  readonly next: string;
  pageOf(page: number, pages: number): string;
}

/** Previous / next through a list shown a page at a time; nothing when everything fits on one. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  texts,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  texts: PagerTexts;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className={styles.pager} aria-label={texts.label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </Button>
      <span>{texts.pageOf(page, pages)}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </Button>
    </nav>
  );
}
