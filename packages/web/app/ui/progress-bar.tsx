import styles from './progress-bar.module.css';

interface ProgressBarProps {
  /** 0–1; undefined while the amount is not known yet (the bar then moves without a value). */
  value: number | undefined;
  /** The visible text beside the bar, also what screen readers read as its value ("45 % sent"). */
  valueText: string | undefined;
  /** Id of the element that names the bar. */
  labelledBy: string;
}

/** A determinate progress bar for long work (uploads): quality.md asks that long work shows how far it is. */
export function ProgressBar({ value, valueText, labelledBy }: ProgressBarProps) {
  const percent = value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={styles.wrap}>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
      >
        <div
          className={percent === undefined ? `${styles.bar} ${styles.indeterminate}` : styles.bar}
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
      {valueText ? (
        <span className={styles.text} aria-hidden="true">
          {valueText}
        </span>
      ) : null}
    </div>
  );
}
