import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './card.module.css';
import { Icon } from './icon.tsx';

function classes(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A card in a list (an li): border, radius, surface, and the brand border with a shadow on hover and a focus
 * ring while its link has focus. The layout inside (flex, grid, padding) comes from className.
 */
export function Card({ className, ...rest }: ComponentProps<'li'>) {
  return <li {...rest} className={classes(styles.card, className)} />;
}

/** The card's link: its text is the card's name, and it covers the whole card, one large target. */
export function CardLink({ className, ...rest }: LinkProps) {
  return <Link {...rest} className={classes(styles.link, className)} />;
}

/** The card's image box: a muted ground, the image contained in it; size and place come from className. */
export function CardMedia({ image, className }: { image: string | null | undefined; className?: string }) {
  return (
    <div className={classes(styles.media, className)}>
      {image ? <img src={image} alt="" width={300} height={300} loading="lazy" decoding="async" /> : null}
    </div>
  );
}

/** An arrow that moves right while the card is hovered. */
export function CardArrow({ size, className }: { size: number; className?: string }) {
  return <Icon name="arrowRight" size={size} className={classes(styles.arrow, className)} />;
}
