import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import styles from './collapsible.module.css';
import { Icon } from './icon.tsx';

interface CollapsibleProps {
  /** Also the anchor: the section opens when the page hash equals it (spec shop.md §2). */
  id: string;
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Heading level of the title so the outline of the page stays right. */
  headingLevel?: 2 | 3 | 4;
}

/** A disclosure: a button with aria-expanded that shows and hides its region. */
export function Collapsible({
  id,
  title,
  children,
  defaultOpen = false,
  headingLevel = 3,
}: CollapsibleProps) {
  const { hash } = useLocation();
  const regionId = useId();
  const [open, setOpen] = useState(defaultOpen || hash === `#${id}`);

  useEffect(() => {
    if (hash === `#${id}`) setOpen(true);
  }, [hash, id]);

  const Heading = `h${headingLevel}` as const;
  return (
    <section id={id} className={styles.collapsible} data-open={open || undefined}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <Icon name="chevronDown" size={20} className={styles.chevron} />
        </button>
      </Heading>
      <div id={regionId} className={styles.region} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
