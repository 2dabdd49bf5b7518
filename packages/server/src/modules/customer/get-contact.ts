import type { CustomerContact } from '@airshop/domain/addresses';
import { requireSignedIn } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findContactOfUser, listCompanyAddresses } from './address-queries.ts';
import { toAddress } from './address-view.ts';

/**
 * GET Customer/Contact: the signed-in person, their company and its addresses. Any signed-in user may read
 * their own contact (whatever their status: the profile page shows it while an account waits for approval);
 * a user without a company (back-office staff) gets theirs with no company and no addresses.
 */
export async function getCustomerContact(ctx: RequestContext): Promise<CustomerContact> {
  const user = requireSignedIn(ctx);
  const contact = await findContactOfUser(ctx.db, user.userId);
  // The session outlived its user (deleted between two requests): nothing of theirs to show.
  if (!contact) throw new AppError('unauthenticated');
  const addresses = contact.companyId ? await listCompanyAddresses(ctx.db, contact.companyId) : [];
  return {
    FirstName: contact.firstName,
    LastName: contact.lastName,
    Name: `${contact.firstName} ${contact.lastName}`.trim(),
    Email: contact.email,
    Phone: contact.phone,
    CompanyName: contact.companyName,
    CustomerNumber: contact.customerNumber,
    Addresses: addresses.map(toAddress),
  };
}
