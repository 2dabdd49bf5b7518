import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './button.tsx';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

/** A navigation that looks like a button; it stays a link so it opens in a new tab and reads as a link. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link {...rest} className={buttonClassName(variant, size, className)}>
      <span>{children as ReactNode}</span>
      {icon}
    </Link>
  );
}
