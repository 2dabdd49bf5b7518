/** How long after a 403-triggered reload a second 403 on the same path counts as persisting. */
export const FORBIDDEN_RELOAD_WINDOW_MS = 30_000;

/**
 * Spec: a 403 reloads the page (the session may have changed). A 403 that survives the reload would reload
 * forever, so a second one within the window on the same path fails instead.
 */
export function shouldReloadOnForbidden(
  lastReloadAt: number | undefined,
  now: number,
  windowMs = FORBIDDEN_RELOAD_WINDOW_MS,
): boolean {
  if (lastReloadAt === undefined || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt < 0 || now - lastReloadAt >= windowMs;
}
