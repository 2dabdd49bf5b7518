// The public entry of forms: what other modules may use (ADR 0055). The after-sales forms read their multipart
// bodies with the enquiry's streaming reader (ADR 0075).
export type { MultipartLimits, PartHead, PartSink } from './multipart-reader.ts';
export { multipartBoundary, readMultipart } from './multipart-reader.ts';
