import {
  contactsQueryOf,
  type FilterValues,
  type FinderFilter,
  finderFilters,
  initialFilterValues,
  validateFilterValues,
} from '@airshop/domain/catalog/contact-finder';
import type { ContactBlock } from '@airshop/domain/catalog/sales-contacts';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, FORM_ERROR, fieldErrorsOf, focusFirstError } from '../../../forms/form-errors.ts';
import { FormFailure } from '../../../forms/form-failure.tsx';
import { type Translate, useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { LoadFailureBoundary } from '../../../ui/load-failure-boundary.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Select } from '../../../ui/select.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import type { ContactResultsState } from './contact-results.tsx';
import { fetchContacts } from './contacts-api.ts';
import styles from './product-contacts.module.css';

// The results (cards, channels) show only in the dialog after a search: their code is fetched then, not with
// the page's first view (bench page-weight), and no server HTML ever waits for it.
const ContactResults = lazy(() =>
  import('./contact-results.tsx').then((module) => ({ default: module.ContactResults })),
);

/** Filter types with a translated label; another type the catalogue invents is shown by its own name. */
const LABELLED_FILTER_TYPES = new Set(['Country', 'Application', 'Brand']);

function filterLabel(type: string, t: Translate): string {
  return LABELLED_FILTER_TYPES.has(type) ? t(`contacts/filter/${type}`) : type;
}

/**
 * The sales-contact block (spec §2–§5, §7): its texts, a form with one required select per filter of the block
 * (the country pre-selected), and a full-screen dialog with the contacts found. Everything rendered on the server
 * comes from the block alone, so the shared cached HTML holds nothing of the visitor.
 */
export function ProductContacts({ block }: { block: ContactBlock }) {
  const t = useTranslations('productPage');
  const validation = useTranslations('validation');
  const shared = useTranslations('shared');
  const filters = useMemo(() => finderFilters(block), [block]);
  const [values, setValues] = useState<FilterValues>(() => initialFilterValues(block));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [open, setOpen] = useState(false);
  const [contacts, setContacts] = useState<ContactResultsState>(null);
  const [chosen, setChosen] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const request = useRef<AbortController | null>(null);
  const backToForm = useRef(false);

  useEffect(() => () => request.current?.abort(), []);

  function change(filter: FinderFilter, value: string) {
    setValues((current) => ({ ...current, [filter.field]: value }));
    if (errors[filter.field]) setErrors((current) => ({ ...current, [filter.field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const issues = validateFilterValues(filters, values);
    if (issues.length > 0) {
      const texts = Object.fromEntries(filters.map((f) => [f.field, values[f.field] ?? '']));
      setErrors(fieldErrorsOf(issues, texts, validation));
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setErrors({});
    setChosen(
      filters
        .map((filter) => filter.values.find((v) => v.Key === values[filter.field])?.Value)
        .filter(Boolean)
        .join(' · '),
    );
    setContacts(null);
    setOpen(true);
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    fetchContacts(contactsQueryOf(filters, values), controller.signal).then((found) => {
      if (found !== null && request.current === controller) setContacts(found);
    });
  }

  const close = useCallback(() => {
    request.current?.abort();
    request.current = null;
    setOpen(false);
    // 'Change filters': after the dialog gave focus back to the submit button, move it to the first filter.
    if (backToForm.current) {
      backToForm.current = false;
      form.current?.querySelector<HTMLElement>('select')?.focus();
    }
  }, []);

  const changeFilters = useCallback(() => {
    backToForm.current = true;
    setOpen(false);
  }, []);

  return (
    <section id="contact" className={styles.section} aria-labelledby="contact-title">
      <div className={styles.intro}>
        <h2 id="contact-title" className={styles.title}>
          {block.ContactsTitle}
        </h2>
        {block.ContactsSubtitle ? <p className={styles.subtitle}>{block.ContactsSubtitle}</p> : null}
        {block.ContactsDescription ? <p className={styles.description}>{block.ContactsDescription}</p> : null}
      </div>
      <form
        ref={form}
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-labelledby="contact-title"
        data-testid="contact-finder"
      >
        <FormFailure message={errors[FORM_ERROR] ?? null} />
        <div className={styles.filters}>
          {filters.map((filter) => (
            <Select
              key={filter.field}
              name={filter.field}
              label={filterLabel(filter.type, t)}
              placeholder={t('contacts/choose')}
              required
              options={filter.values.map((value) => ({ value: value.Key, label: value.Value }))}
              value={values[filter.field] ?? ''}
              onChange={(event) => change(filter, event.target.value)}
              error={errors[filter.field]}
            />
          ))}
        </div>
        <Button type="submit" className={styles.submit} icon={<Icon name="search" size={18} />}>
          {t('contacts/submit')}
        </Button>
      </form>
      <Dialog
        open={open}
        onClose={close}
        fullScreen
        title={t('contacts/resultsTitle')}
        description={chosen || undefined}
        closeLabel={shared('dialog/close')}
      >
        <LoadFailureBoundary
          fallback={
            <Notice tone="error" role="alert">
              {shared('generic/messages/apiOrConnectionError')}
            </Notice>
          }
        >
          <Suspense fallback={<Skeleton lines={1} label={t('contacts/loading')} />}>
            <ContactResults contacts={contacts} onChangeFilters={changeFilters} />
          </Suspense>
        </LoadFailureBoundary>
      </Dialog>
    </section>
  );
}
