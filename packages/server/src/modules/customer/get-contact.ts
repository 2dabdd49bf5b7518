import type { CustomerContact } from '@airshop/domain/account/addresses';
import { requireCompanyDataUser } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findContactOfUser, listCompanyAddresses } from './address-queries.ts';
import { toAddress } from './address-view.ts';

/**
 * GET Customer/Contact: the signed-in person, their company and its addresses, for a user who may use the
 * company's data (Approved, webshop role; else 403). The company's ERP addresses and phones are not for an
 * account that merely typed its customer number at sign-up; such a user has their own profile (ProfileInfo).
 * An allowed user without a company gets their details with no company and no addresses.
 */
export async function getCustomerContact(ctx: RequestContext): Promise<CustomerContact> {
  const user = requireCompanyDataUser(ctx);
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
