/*
 * The limits of a project's header and of its bulk add (ADR 0067), without zod so the pages can count with them.
 * Item limits are the cart's (quantity 1–999, note ≤ 35: site/constants.ts).
 */

/** A project's name: 1–100 characters (trimmed). */
export const PROJECT_NAME_MAX = 100;
/** Who leads it: at most 100 characters; empty means none. */
export const PROJECT_LEADER_MAX = 100;
/** Its notes: at most 2000 characters; empty means none. */
export const PROJECT_NOTES_MAX = 2000;
/** Most rows one bulk add or remove may carry, as the cart's bulk add. */
export const PROJECT_BULK_MAX_ROWS = 10_000;
