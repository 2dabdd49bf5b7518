import type { SsrServices } from '@airshop/domain/site/ssr-services';
import { data, redirectDocument } from 'react-router';

/**
 * The sign-out page's post: ends the session and clears its cookie on this response, then the browser loads
 * the home page afresh, so nothing of the signed-in user stays on screen or in memory.
 */
export async function signOutAction(services: SsrServices) {
  const outcome = await services.account.signOut();
  if (!outcome.ok) return data({ failed: true }, { status: 400 });
  return redirectDocument(`/${services.locale}/`);
}
