import { data } from 'react-router';
import { NotFoundContent } from '../features/shell/not-found-content.tsx';
import { metaText } from '../platform/i18n/meta-text.ts';
import type { Route } from './+types/not-found';

/** Any path under a locale that no route claims: a real 404 inside the page frame. */
export function loader() {
  // The frame's loader delivers the `shared` texts this page uses; the status makes it a real 404.
  return data({ translations: {} }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches.find((match) => match?.id === 'routes/locale-layout')?.loaderData;
  return [
    { title: `${metaText(layout, 'shared', 'notFound/title') ?? 'Page not found'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  return (
    <div className="container">
      <NotFoundContent />
    </div>
  );
}
