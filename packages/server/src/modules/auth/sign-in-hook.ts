import type { RequestContext } from '../../platform/context.ts';

/**
 * What runs once a sign-in has succeeded, with the request's context now carrying the signed-in customer (and
 * still the visitor's guest id). The cart module's guest-cart merge is one (ADR 0059); app.ts wires it, so auth
 * knows nothing of carts. A hook that fails is logged and the sign-in stands: what it would have done waits
 * for the next sign-in.
 */
export type SignInHook = (ctx: RequestContext) => Promise<void>;

export async function runSignInHook(ctx: RequestContext, hook: SignInHook): Promise<void> {
  try {
    await hook(ctx);
  } catch (error) {
    ctx.log.error({ err: error }, 'a sign-in hook failed; the sign-in stands');
  }
}
