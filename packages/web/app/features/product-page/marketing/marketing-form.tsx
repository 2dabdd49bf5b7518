import type { ProductDetail } from '@airshop/domain/catalog/product';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useNearViewport } from '../../../ui/use-near-viewport.ts';
import styles from './marketing-form.module.css';

/** Scripts of the embed may tell the page that their form could not be built (e.g. its texts did not load). */
export const MARKETING_FORM_ERROR_EVENT = 'marketingformerror';

type Status = 'loading' | 'ready' | 'failed';

/**
 * The embedded marketing form (spec §2, §4, §8; ADR 0021), anchor #hubspot. The server renders the section with
 * its title and a loading state only: the page is cached and shared, and the form belongs to whoever fills it
 * in. Once the section nears the screen (the form's scripts are not needed for the first view), the snippet's
 * scripts load in order and build the form in the container; when one fails, 'failed to load' shows with a link
 * that reloads the page.
 */
export function MarketingForm({ detail }: { detail: ProductDetail }) {
  const t = useTranslations('productPage');
  const headingId = useId();
  const host = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const [status, setStatus] = useState<Status>('loading');
  const snippet = detail.HubspotScript;

  useEffect(() => {
    const element = host.current;
    if (!snippet || !element || !near) return;
    let cancelled = false;
    setStatus('loading');
    const onFailure = () => {
      if (!cancelled) setStatus('failed');
    };
    element.addEventListener(MARKETING_FORM_ERROR_EVENT, onFailure);
    // The snippet's loader is fetched only when the section nears the screen, not with the page's first view
    // (bench page-weight); a loader that cannot be fetched fails the form like a snippet that cannot load.
    import('./load-snippet.ts')
      .then(({ parseSnippet, runSnippet }) => {
        if (cancelled) return;
        const parsed = parseSnippet(snippet, window.location.origin);
        const target = document.createElement('div');
        if (parsed.containerId) target.id = parsed.containerId;
        target.className = styles.target ?? '';
        element.replaceChildren(target);
        return runSnippet(parsed, element, () => cancelled);
      })
      .then(() => {
        if (!cancelled) setStatus((current) => (current === 'failed' ? current : 'ready'));
      }, onFailure);
    return () => {
      cancelled = true;
      element.removeEventListener(MARKETING_FORM_ERROR_EVENT, onFailure);
      element.replaceChildren();
    };
  }, [snippet, near]);

  if (!snippet) return null;
  return (
    <section
      ref={section}
      id="hubspot"
      className={styles.section}
      aria-labelledby={headingId}
      data-print="hide"
    >
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.title}>
          {detail.HubspotTitle ?? t('marketing/title')}
        </h2>
        <p className={styles.lead}>{t('marketing/text')}</p>
      </div>
      <div className={styles.panel} aria-busy={status === 'loading'}>
        {status === 'loading' ? (
          <p className={styles.loading}>
            <Spinner size="sm" />
            {t('marketing/loading')}
          </p>
        ) : null}
        {status === 'failed' ? (
          <Notice tone="error" role="alert" title={t('marketing/failed')}>
            <a
              href={detail.Url}
              onClick={(event) => {
                event.preventDefault();
                window.location.reload();
              }}
            >
              {t('marketing/reload')}
            </a>
          </Notice>
        ) : null}
        {/* The snippet's scripts and the form they build live here, outside React's rendering. */}
        <div
          ref={host}
          className={styles.host}
          hidden={status === 'failed'}
          data-testid="marketing-form-host"
        />
      </div>
    </section>
  );
}
