import '@fontsource-variable/inter/wght.css';
import './styles/global.css';
import { DEFAULT_LOCALE, intlTag, parseLocale } from '@airshop/domain/i18n/locales';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useParams } from 'react-router';
import type { Route } from './+types/root';
import { UNDECIDED_CONSENT_SCRIPT } from './features/consent/undecided-consent-script.ts';
import { ErrorFallback } from './features/shell/error-fallback.tsx';
import { MinimalFrame } from './features/shell/minimal-frame.tsx';
import { DocumentTextsLink } from './platform/i18n/document-texts-link.tsx';
import { useNonce } from './platform/nonce.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  // The Latin subset is what nearly every page needs first; the others load only when a text uses them.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: ReactNode }) {
  const locale = parseLocale(useParams().locale) ?? DEFAULT_LOCALE;
  const nonce = useNonce();
  return (
    // The head's script marks <html> for the cookie banner before React hydrates it.
    <html lang={intlTag(locale)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a5c7a" />
        {/* Before the body: the cookie banner is painted with the page or not at all (ADR 0045). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no input in it
          dangerouslySetInnerHTML={{ __html: UNDECIDED_CONSENT_SCRIPT }}
        />
        <Meta />
        <Links />
        <DocumentTextsLink />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Tells tests (and anyone debugging) that React has taken over the server-rendered page.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MinimalFrame>
      <ErrorFallback error={error} />
    </MinimalFrame>
  );
}
