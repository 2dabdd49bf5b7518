/*
 * The sections that hydrate lazily (ADR 0030), in one module so they load as one chunk: they are within a few
 * screens of each other, and one dynamic import keeps the code they share with the rest of the page in few
 * chunks (with one import per section, the bundler split that code into many small ones, which cost more on the
 * first view than the sections saved).
 */
export { ContactsSection } from './contacts/contacts-section.tsx';
export { ProductDocuments } from './documents/product-documents.tsx';
export { ProductEnquiry } from './enquiry/product-enquiry.tsx';
export { MarketingForm } from './marketing/marketing-form.tsx';
export { NextSteps } from './next-steps/next-steps.tsx';
