import productContacts from './contacts/product-contacts.module.css';
import servicesBlock from './contacts/services-block.module.css';
import documentsTable from './documents/documents-table.module.css';
import productDocuments from './documents/product-documents.module.css';
import recentlyViewed from './documents/recently-viewed.module.css';
import imageDropzone from './enquiry/image-dropzone.module.css';
import productEnquiry from './enquiry/product-enquiry.module.css';
import marketingForm from './marketing/marketing-form.module.css';
import nextSteps from './next-steps/next-steps.module.css';

/*
 * The CSS Modules of the lazily hydrated sections (ADR 0030), handed to lazySection with the page. Their server
 * HTML is in the document from the start, so their styles must be too, or they would paint (and print) unstyled
 * until their code arrived: Vite puts the CSS of a module reached only through import() into that chunk's own
 * stylesheet, which the document does not link, and keeps a CSS Module in the page's chunk only where its class
 * map is used. Only what the server renders is named: the design system's modules (button, field ...) are used
 * by the page's other sections already, and what shows only after a press once the section has hydrated (the
 * contacts found, the enquiry's second step, the send-documents dialog) comes with the section's own stylesheet,
 * which the browser loads before the section's code runs.
 */
export const ENQUIRY_STYLES = [productEnquiry, imageDropzone];
export const DOCUMENTS_STYLES = [productDocuments, documentsTable, recentlyViewed];
export const CONTACTS_STYLES = [productContacts, servicesBlock];
export const MARKETING_STYLES = [marketingForm];
export const NEXT_STEPS_STYLES = [nextSteps];
