import { mayUseCompanyData } from '@airshop/domain/account/company-data';
import { useLayoutData } from '../shell/index.ts';

/**
 * Only a buyer who may read their company's contact details asks for them (as the enquiry does): anyone else
 * would get a 403, which reloads the page (ADR 0034).
 */
export function useMayPrefill(): boolean {
  const profile = useLayoutData()?.profile;
  return (
    profile?.IsLoggedIn === true &&
    mayUseCompanyData({ status: profile.UserStatus, hasWebshopRole: profile.HasWebshopRole })
  );
}
