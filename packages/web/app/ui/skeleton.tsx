import styles from './skeleton.module.css';

/** Spec: loading placeholders of several text lines with fixed widths. */
const LINE_WIDTHS = ['100%', '92%', '78%', '85%', '60%'] as const;

interface SkeletonProps {
  lines?: number;
  /** Announced once for the whole placeholder, for example the translated 'Loading'. */
  label: string;
}

export function Skeleton({ lines = 3, label }: SkeletonProps) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <span
          // Lines never reorder: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines
          key={i}
          className={styles.line}
          style={{ width: LINE_WIDTHS[i % LINE_WIDTHS.length] }}
        />
      ))}
    </div>
  );
}
