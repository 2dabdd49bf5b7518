import { anonymousProfile, type Profile, signedInProfile } from '@airshop/domain/account/profile';
import type { Customer } from '../../platform/context.ts';

/** GET Customer/ProfileInfo: the signed-in user's flags, or an anonymous guest with the guest id. */
export function profileOf(customer: Customer, guestId: string | null): Profile {
  return customer ? signedInProfile(customer) : anonymousProfile(guestId);
}
