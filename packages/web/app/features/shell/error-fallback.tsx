import { isRouteErrorResponse, useLocation, useRevalidator } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import styles from './error-fallback.module.css';
import { NotFoundContent } from './not-found-content.tsx';
import { useSharedText } from './shared-text.ts';

/**
 * The generic boundary of the spec: 'Something went wrong' and 'Try again', which re-runs the route's
 * loaders and renders it again. A 404 thrown below shows the not-found page instead.
 */
export function ErrorFallback({ error }: { error: unknown }) {
  const text = useSharedText();
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;

  const busy = revalidator.state === 'loading';
  return (
    <section className={styles.fallback} aria-labelledby="error-title">
      <Icon name="alert" size={40} className={styles.icon} />
      <h1 id="error-title" className={styles.title}>
        {text('errors/somethingWentWrong', 'Something went wrong')}
      </h1>
      <p className={styles.text}>
        {text(
          'errors/somethingWentWrongText',
          'We could not show this page. Please try again. If the problem stays, contact your sales contact.',
        )}
      </p>
      {/* Without JavaScript the form reloads the page, which is the same retry. */}
      <form
        method="get"
        action={pathname + search}
        onSubmit={(event) => {
          event.preventDefault();
          void revalidator.revalidate();
        }}
      >
        <Button type="submit" loading={busy}>
          {text('errors/tryAgain', 'Try again')}
        </Button>
      </form>
    </section>
  );
}
