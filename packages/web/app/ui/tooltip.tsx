import { type ReactNode, useEffect, useId, useState } from 'react';
import styles from './tooltip.module.css';

interface TooltipProps {
  content: ReactNode;
  /** Renders the trigger; spread the props onto the focusable element so it is described by the tip. */
  children(trigger: { 'aria-describedby': string }): ReactNode;
  placement?: 'top' | 'bottom';
}

/**
 * Shows on hover and on keyboard focus, stays while the pointer is over the tip itself and Escape hides it
 * (WCAG 1.4.13). The tip is always in the DOM so aria-describedby always resolves.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const visible = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only watches hover and focus of its trigger
    <span
      className={styles.wrapper}
      onMouseEnter={() => {
        setDismissed(false);
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setDismissed(false);
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
    >
      {children({ 'aria-describedby': id })}
      <span
        role="tooltip"
        id={id}
        className={`${styles.tip} ${styles[placement]}`}
        data-visible={visible || undefined}
      >
        {content}
      </span>
    </span>
  );
}
