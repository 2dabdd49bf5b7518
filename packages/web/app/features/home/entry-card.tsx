import { usePageLink } from '../../platform/use-link.ts';
import { Card, CardArrow, CardLink } from '../../ui/card.tsx';
import { Icon, type IconName } from '../../ui/icon.tsx';
import styles from './entry-card.module.css';

interface EntryCardProps {
  /** A link name of the Links API, for example Webshop/Search. */
  link: string;
  icon: IconName;
  title: string;
  text: string;
}

/**
 * A whole-card link: the title is the link text, the description is read after it. Nothing while the link's
 * page is not built (ADR 0042).
 */
export function EntryCard({ link, icon, title, text }: EntryCardProps) {
  const href = usePageLink(link);
  if (!href) return null;
  return (
    <Card className={styles.card}>
      <span className={styles.icon}>
        <Icon name={icon} size={24} />
      </span>
      <h3 className={styles.title}>
        <CardLink to={href}>{title}</CardLink>
      </h3>
      <p className={styles.text}>{text}</p>
      <CardArrow size={20} className={styles.arrow} />
    </Card>
  );
}
