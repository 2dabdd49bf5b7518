// The public entry of mail: what other modules may use (ADR 0055).

export type { MailBlock, MailDocument } from './mail-document.ts';
export { escapeHtml, mailDocumentHtml, mailDocumentText, renderMailDocument } from './mail-document.ts';
export type { MailContent, MailText } from './mail-texts.ts';
export { loadMailTexts, quotedLines } from './mail-texts.ts';
export { mailMessageSchema } from './message.ts';
export { enqueueMail } from './outbox.ts';
export { storageAttachments } from './storage-attachments.ts';
export type { MailWorker } from './worker.ts';
export { startMailWorker } from './worker.ts';
