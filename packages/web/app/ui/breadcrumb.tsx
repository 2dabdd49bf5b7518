import { Link } from 'react-router';
import styles from './breadcrumb.module.css';
import { Icon } from './icon.tsx';

export interface Crumb {
  label: string;
  /** Leave out for the current page, which is the last crumb. */
  to?: string;
}

interface BreadcrumbProps {
  /** Names the navigation landmark, for example 'Breadcrumb'. */
  label: string;
  items: readonly Crumb[];
  /** Text of the level-up link, already including the parent's name, for example 'Back to Products'. */
  upLabel?(parent: Crumb): string;
}

/**
 * The trail on wide screens; on phones only a level-up link to the parent page (spec: "Breadcrumb —
 * level-up link to the parent page"), which is what a thumb needs.
 */
export function Breadcrumb({ label, items, upLabel }: BreadcrumbProps) {
  const parent = [...items.slice(0, -1)].reverse().find((item) => item.to);
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol className={styles.trail}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${item.to ?? ''}`} className={styles.item}>
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
              {last ? null : <Icon name="chevronRight" size={14} className={styles.separator} />}
            </li>
          );
        })}
      </ol>
      {parent?.to ? (
        <Link to={parent.to} className={styles.up}>
          <Icon name="arrowLeft" size={18} />
          <span>{upLabel ? upLabel(parent) : parent.label}</span>
        </Link>
      ) : null}
    </nav>
  );
}
