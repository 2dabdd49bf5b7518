import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/root-redirect.ts'),
  // Browsers ask for it at the root; without this route the locale fallback would redirect it.
  route('favicon.ico', 'routes/favicon.ts'),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('ui-kit', 'routes/ui-kit.tsx'),
    route('test/error', 'routes/test-error.tsx'),
    // Catalogue pages: /{locale}/{catalogue}/{category path...} (ADR 0013); static routes above win.
    route(':catalogue/*', 'routes/catalog.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
