import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const ICONS: Record<NoticeTone, IconName> = {
  info: 'info',
  success: 'success',
  warning: 'alert',
  error: 'alert',
};

interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children: ReactNode;
  /** 'alert' for errors that appear after an action, so they are announced; none for static notes. */
  role?: 'alert' | 'status';
}

/** A calm inline message block (market disabled, form failed, no results). */
export function Notice({ tone = 'info', title, children, role }: NoticeProps) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={role}>
      <Icon name={ICONS[tone]} size={22} className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.text}>{children}</div>
      </div>
    </div>
  );
}
