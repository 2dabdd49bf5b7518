import { customerCollectMailRoute } from '@airshop/domain/api/customer-routes';
import { salesContactContactsRoute } from '@airshop/domain/api/sales-contacts-routes';
import { fetchFailedMessage } from '@airshop/domain/catalog/contact-finder';
import type { Contact, ContactsQuery } from '@airshop/domain/catalog/sales-contacts';
import { callApi } from '../../../platform/api-client.ts';
import { ApiError } from '../../../platform/api-error.ts';

/*
 * The calls of the sales-contact finder (spec §7). Both go through the shared request helper, so a 403 reloads
 * the page as everywhere else.
 */

/**
 * GET SalesContacts/Contacts. On failure the list is empty and the error is logged (spec §7, §8): the person
 * sees 'no results', never an error page. An aborted request (the dialog was closed) is not a failure.
 */
export async function fetchContacts(query: ContactsQuery, signal: AbortSignal): Promise<Contact[] | null> {
  try {
    return (await callApi(salesContactContactsRoute, { query }, { signal })) ?? [];
  } catch (error) {
    if (signal.aborted) return null;
    if (error instanceof ApiError) console.error(fetchFailedMessage(error.status));
    else console.error(fetchFailedMessage(0, error instanceof Error ? error.message : String(error)));
    return [];
  }
}

/**
 * POST Customer/CollectMail with the clicked address, fire and forget: the response is not used (spec §7) and
 * the mail program opens whatever it answers.
 */
export function collectMail(email: string): void {
  callApi(customerCollectMailRoute, { body: { Email: email } }).catch(() => {
    // Refused (rate limit, an address we no longer publish): nothing for the person to do about it.
  });
}
