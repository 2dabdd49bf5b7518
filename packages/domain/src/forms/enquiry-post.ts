import type { ErrorBody } from '../site/errors.ts';

/*
 * The spare-part enquiry as a plain form post (no script): the product page's action hands the post to the
 * server, which reads it as the API reads its JSON (same schema, storage, limits and service; ADR 0050). Types
 * only, so the page's code imports no zod.
 */

/** The part of a schema issue the page reads (as forms/form-errors.ts does). */
export interface EnquiryPostIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly format?: string;
  readonly params?: Record<string, unknown>;
}

export type EnquiryPostOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** The text fields as posted (a ticked consent is "true"), to be shown again. */
      readonly values: Readonly<Record<string, string>>;
      /** The names of the photos that were sent: a page cannot give a file input its file back. */
      readonly photos: readonly string[];
      /** What the enquiry's schema refused. */
      readonly issues: readonly EnquiryPostIssue[];
      /** A refusal that is no field's: too large, rate limited, or the server failed. */
      readonly error?: ErrorBody;
    };

/** The part of the action's Fetch Request that is read (the domain has no DOM types). */
export interface EnquiryPostRequest {
  readonly headers: { get(name: string): string | null };
  /** The body as it arrives: a ReadableStream of bytes. */
  readonly body: unknown;
}

/** What the product page's action may ask of the server for the enquiry. */
export interface EnquiryPosts {
  /** Reads the multipart post (photos streamed to storage) and sends it as the API would. */
  send(request: EnquiryPostRequest, context: { readonly marketId: string }): Promise<EnquiryPostOutcome>;
}
