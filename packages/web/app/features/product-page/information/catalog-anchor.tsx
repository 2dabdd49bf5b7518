import { isExternalLink, safeCatalogLink } from '@airshop/domain/catalog/catalog-link';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';

interface CatalogAnchorProps {
  /** A URL from the catalogue; rendered only when it is http(s) or site-relative (safeCatalogLink). */
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  /** Said after the text for screen readers when the link opens a new tab. */
  newTabLabel: string;
}

/**
 * A link from the catalogue: another site opens in a new tab (announced), a path of this site navigates in the
 * app. An unsafe or missing URL renders nothing, so a caller shows the link only when there is one.
 */
export function CatalogAnchor({ href, children, className, newTabLabel }: CatalogAnchorProps) {
  const url = safeCatalogLink(href);
  if (!url) return null;
  if (isExternalLink(url)) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <VisuallyHidden> ({newTabLabel})</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link to={url} className={className}>
      {children}
    </Link>
  );
}
