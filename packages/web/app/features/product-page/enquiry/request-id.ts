import { randomUuid } from '../../../platform/random-uuid.ts';

/** A version 4 UUID for the enquiry's requestId, one per filled-in form (ADR 0051). */
export function newRequestId(): string {
  return randomUuid();
}
