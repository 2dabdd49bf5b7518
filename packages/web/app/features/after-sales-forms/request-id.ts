import { randomUuid } from '../../platform/random-uuid.ts';

/** A version 4 UUID for a form's requestId: one per filled-in form, kept over its retries (ADR 0051). */
export function newRequestId(): string {
  return randomUuid();
}
