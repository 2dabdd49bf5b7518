import { safeCatalogLink } from './catalog-link.ts';

/*
 * How a catalogue video is played. The pages' Content-Security-Policy allows media only from this site
 * (default-src 'self', no media-src or frame-src), so only a site-relative file can play in a <video> element;
 * a video on another site (a file or a video platform) is offered as a link that opens in a new tab.
 */
export type VideoSource = { kind: 'file'; src: string } | { kind: 'external'; href: string } | null;

export function videoSource(url: string | null | undefined): VideoSource {
  const safe = safeCatalogLink(url);
  if (!safe || safe.startsWith('#')) return null;
  if (safe.startsWith('/')) return { kind: 'file', src: safe };
  return { kind: 'external', href: safe };
}
