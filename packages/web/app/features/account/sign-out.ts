import { authSignOutRoute } from '@airshop/domain/api/auth-routes';
import { callApi } from '../../platform/api-client.ts';

/**
 * Ends the session through the API (a protected POST), then loads the home page afresh so nothing of the
 * signed-in user stays on screen or in memory. Throws when the API refused, so the caller can say so.
 */
export async function signOutAndGoHome(locale: string): Promise<void> {
  await callApi(authSignOutRoute);
  window.location.assign(`/${locale}/`);
}
