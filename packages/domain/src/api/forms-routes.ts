import { route } from './endpoint.ts';

/** Where the forms' endpoints are (declared in `forms.ts`); plain data, so the browser loads no schema. */
export const formRoutes = {
  newsletterSignup: route('POST', '/api/v1/Form/NewsletterSignup'),
  sparePartEnquiry: route('POST', '/api/v1/Form/SendSparePartEnquiryForm'),
};
