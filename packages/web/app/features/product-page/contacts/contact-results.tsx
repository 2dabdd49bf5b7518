import { splitContacts } from '@airshop/domain/catalog/contact-finder';
import type { Contact } from '@airshop/domain/catalog/sales-contacts';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { ContactCard } from './contact-card.tsx';
import { ContactIcon } from './contact-icons.tsx';
import styles from './contact-results.module.css';

/** null while the contacts load. */
export type ContactResultsState = Contact[] | null;

interface ContactResultsProps {
  contacts: ContactResultsState;
  onChangeFilters(): void;
}

/** The placeholder cards while loading: the shape of the results, fixed widths (spec §9). */
const PLACEHOLDER_CARDS = 3;

/**
 * The body of the results dialog (spec §4): a loader, then 'our people' and 'offices and external' (a group with
 * nobody in it is left out), or 'no results' with a way back to the filters.
 */
export function ContactResults({ contacts, onChangeFilters }: ContactResultsProps) {
  const t = useTranslations('productPage');
  if (contacts === null) {
    return (
      <div className={styles.loading}>
        <Skeleton lines={1} label={t('contacts/loading')} />
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder cards
            <li key={i} className={styles.placeholder}>
              <span className={styles.placeholderPicture} />
              <span className={styles.placeholderLines}>
                <span style={{ width: '40%' }} />
                <span style={{ width: '75%' }} />
                <span style={{ width: '60%' }} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (contacts.length === 0) {
    return (
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <ContactIcon name="person" size={32} />
        </span>
        <div role="status" className={styles.emptyMessage}>
          <p className={styles.emptyTitle}>{t('contacts/noResults')}</p>
          <p className={styles.emptyText}>{t('contacts/noResultsHint')}</p>
        </div>
        <Button variant="secondary" onClick={onChangeFilters}>
          {t('contacts/changeFilters')}
        </Button>
      </div>
    );
  }
  const { internal, external } = splitContacts(contacts);
  return (
    <>
      {/* The groups show their counts; this tells a screen reader that the loading has ended. */}
      <div role="status">
        <VisuallyHidden>{t('contacts/found', { count: contacts.length })}</VisuallyHidden>
      </div>
      <div className={styles.results}>
        <ContactGroup id="contact-results-internal" title={t('contacts/internal')} contacts={internal} />
        <ContactGroup id="contact-results-external" title={t('contacts/external')} contacts={external} />
      </div>
    </>
  );
}

function ContactGroup({ id, title, contacts }: { id: string; title: string; contacts: Contact[] }) {
  if (contacts.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
        <span className={styles.groupCount}>{contacts.length}</span>
      </h3>
      <ul className={styles.grid}>
        {contacts.map((contact) => (
          <ContactCard key={contact.ContactId} contact={contact} />
        ))}
      </ul>
    </section>
  );
}
