import button from '../../ui/button.module.css';
import checkbox from '../../ui/checkbox.module.css';
import field from '../../ui/field.module.css';
import notice from '../../ui/notice.module.css';
import spinner from '../../ui/spinner.module.css';
import tooltip from '../../ui/tooltip.module.css';
import visuallyHidden from '../../ui/visually-hidden.module.css';
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
 * map is used. Only what the server renders is named. That includes the design system's modules the sections
 * render: most are on the first view with the page's other sections anyway (naming them then costs nothing), but
 * not all (the check boxes came with the category page's filters). What shows only after a press once the section
 * has hydrated (the contacts found, the enquiry's second step, the send-documents dialog) comes with the section's
 * own stylesheet, which the browser loads before the section's code runs.
 */
const DESIGN_SYSTEM_STYLES = [button, checkbox, field, notice, spinner, tooltip, visuallyHidden];
export const ENQUIRY_STYLES = [...DESIGN_SYSTEM_STYLES, productEnquiry, imageDropzone];
export const DOCUMENTS_STYLES = [productDocuments, documentsTable, recentlyViewed];
export const CONTACTS_STYLES = [productContacts, servicesBlock];
export const MARKETING_STYLES = [marketingForm];
export const NEXT_STEPS_STYLES = [nextSteps];
