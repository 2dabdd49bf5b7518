import {
  contactHeading,
  displayUrl,
  type ShownChannel,
  shownChannels,
} from '@airshop/domain/catalog/contact-finder';
import type { Contact } from '@airshop/domain/catalog/sales-contacts';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import styles from './contact-card.module.css';
import { ContactIcon, type ContactIconName } from './contact-icons.tsx';
import { collectMail } from './contacts-api.ts';

const CHANNEL_ICONS: Record<ShownChannel['type'], ContactIconName> = {
  Email: 'mail',
  Phone: 'phone',
  Fax: 'fax',
  Address: 'pin',
  Website: 'globe',
};

/**
 * One contact of the results: picture (300x300 from the API, shown smaller), who they are, and the channels with
 * text (spec §3, §5). A person leads with their name; an office or partner with its company.
 */
export function ContactCard({ contact }: { contact: Contact }) {
  const t = useTranslations('productPage');
  const heading = contactHeading(contact);
  const company = contact.CompanyName && contact.CompanyName !== heading ? contact.CompanyName : null;
  const details = [contact.Role, contact.Scope].filter((text): text is string => Boolean(text?.trim()));
  const channels = shownChannels(contact);
  return (
    <li className={styles.card} data-contact-id={contact.ContactId}>
      <div className={styles.head}>
        <div className={styles.picture} data-person={contact.IsPerson || undefined}>
          {contact.Image ? (
            // The name is beside it: the picture adds nothing a screen reader needs.
            <img src={contact.Image} alt="" width={300} height={300} loading="lazy" decoding="async" />
          ) : (
            <ContactIcon name={contact.IsPerson ? 'person' : 'building'} size={32} />
          )}
        </div>
        <div className={styles.who}>
          {contact.TypeName ? <p className={styles.type}>{contact.TypeName}</p> : null}
          <h4 className={styles.name}>{heading}</h4>
          {details.map((text) => (
            <p key={text} className={styles.detail}>
              {text}
            </p>
          ))}
        </div>
      </div>
      {company || contact.Brands.length > 0 ? (
        <dl className={styles.facts}>
          {company ? (
            <div>
              <dt>{t('contacts/company')}</dt>
              <dd>{company}</dd>
            </div>
          ) : null}
          {contact.Brands.length > 0 ? (
            <div>
              <dt>{t('contacts/brands')}</dt>
              <dd>{contact.Brands.join(', ')}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {channels.length > 0 ? (
        <ul className={styles.channels}>
          {channels.map((channel, index) => (
            // A contact may have two phones with the same type; the position keeps them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: channels never reorder
            <li key={index} className={styles.channel}>
              <ContactIcon name={CHANNEL_ICONS[channel.type]} size={18} className={styles.channelIcon} />
              <VisuallyHidden>{`${t(`contacts/channel/${channel.type}`)}: `}</VisuallyHidden>
              <ChannelValue channel={channel} newTab={t('contacts/opensInNewTab')} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function ChannelValue({ channel, newTab }: { channel: ShownChannel; newTab: string }) {
  if (!channel.href) return <span className={styles.value}>{channel.text}</span>;
  if (channel.type === 'Email') {
    return (
      <a className={styles.value} href={channel.href} onClick={() => collectMail(channel.text)}>
        {channel.text}
      </a>
    );
  }
  if (channel.type === 'Website') {
    return (
      <a className={styles.value} href={channel.href} target="_blank" rel="noopener noreferrer">
        {displayUrl(channel.href)}
        <VisuallyHidden>{` ${newTab}`}</VisuallyHidden>
      </a>
    );
  }
  return (
    <a className={styles.value} href={channel.href}>
      {channel.text}
    </a>
  );
}
