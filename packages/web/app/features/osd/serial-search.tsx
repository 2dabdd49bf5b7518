import { osdBriefRoute } from '@airshop/domain/api/osd-routes';
import type { Locale } from '@airshop/domain/i18n/locales';
import { SERIAL_NUMBER_INPUT_MAX_LENGTH, serialSearchPath } from '@airshop/domain/osd/serial-number';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './osd.module.css';

type SearchState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'notFound'; message: string }
  | { state: 'error' };

/**
 * The serial-number search (shop.md §3, §4): GET Osd/Product/{serial}/Brief, and a found unit goes to the
 * ResultRedirectUrl the server gives. Without the page's script it is a GET to the search page with ?serial=,
 * which looks the serial up once the page runs.
 */
export function SerialSearchForm({
  locale,
  initialSerial = '',
  compact = false,
}: {
  locale: Locale;
  initialSerial?: string;
  compact?: boolean;
}) {
  const t = useTranslations('osd');
  const navigate = useNavigate();
  const [serial, setSerial] = useState(initialSerial);
  const [search, setSearch] = useState<SearchState>({ state: 'idle' });
  const started = useRef(false);
  const resultId = useId();

  async function lookUp(value: string) {
    const typed = value.trim();
    if (!typed) return;
    setSearch({ state: 'loading' });
    try {
      const result = await callApi(osdBriefRoute, { params: { serial: typed } });
      if (result.ProductIsFound && result.ResultRedirectUrl) {
        await navigate(result.ResultRedirectUrl);
        return;
      }
      setSearch({ state: 'notFound', message: result.ErrorMessage ?? t('search/notFound') });
    } catch (error) {
      console.warn('The serial-number search failed', error);
      setSearch({ state: 'error' });
    }
  }

  // Opened with ?serial= (the form's post without script, or a link): look it up once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the serial the page was opened with
  useEffect(() => {
    if (!initialSerial || started.current) return;
    started.current = true;
    void lookUp(initialSerial);
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void lookUp(serial);
  }

  return (
    <form
      method="get"
      action={serialSearchPath(locale)}
      onSubmit={onSubmit}
      className={compact ? styles.searchCompact : styles.search}
      aria-describedby={search.state === 'idle' ? undefined : resultId}
    >
      <div className={styles.searchRow}>
        <TextField
          label={t('search/label')}
          hint={t('search/hint')}
          name="serial"
          value={serial}
          onChange={(event) => setSerial(event.target.value)}
          maxLength={SERIAL_NUMBER_INPUT_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <Button
          type="submit"
          variant="primary"
          loading={search.state === 'loading'}
          icon={<Icon name="search" size={20} />}
        >
          {t('search/submit')}
        </Button>
      </div>
      <div id={resultId} aria-live="polite" data-testid="serial-search-result">
        {search.state === 'notFound' ? <Notice tone="warning">{search.message}</Notice> : null}
        {search.state === 'error' ? (
          <Notice tone="error" role="alert">
            {t('search/error')}
          </Notice>
        ) : null}
      </div>
    </form>
  );
}

/** /{locale}/after-sales/serial-number: the search on its own page (the Links list's Webshop/SerialNumber). */
export function SerialSearchPage({ locale, serial }: { locale: Locale; serial: string }) {
  const t = useTranslations('osd');
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.searchPanel}>
        <p className={styles.eyebrow}>{t('area')}</p>
        <h1>{t('search/title')}</h1>
        <p className={styles.lead}>{t('search/intro')}</p>
        <SerialSearchForm locale={locale} initialSerial={serial} />
      </div>
    </div>
  );
}

/** The box on the home page. */
export function SerialSearchBox({ locale }: { locale: Locale }) {
  const t = useTranslations('osd');
  return (
    <section className={`container ${styles.box}`} aria-labelledby="serial-box-title">
      <div>
        <h2 id="serial-box-title">{t('box/title')}</h2>
        <p className={styles.lead}>{t('box/text')}</p>
      </div>
      <SerialSearchForm locale={locale} compact />
    </section>
  );
}
