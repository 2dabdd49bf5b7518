import type { Route } from './endpoint.ts';

/** Where the forms' endpoints are (declared in `forms.ts`); plain data, so the browser loads no schema. */
export const formNewsletterSignupRoute = {
  method: 'POST',
  path: '/api/v1/Form/NewsletterSignup',
} as const satisfies Route;
export const formSparePartEnquiryRoute = {
  method: 'POST',
  path: '/api/v1/Form/SendSparePartEnquiryForm',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const formRoutes = {
  newsletterSignup: formNewsletterSignupRoute,
  sparePartEnquiry: formSparePartEnquiryRoute,
};
