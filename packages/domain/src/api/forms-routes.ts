import type { Route } from './endpoint.ts';

/** Where the forms' endpoints are (declared in `forms.ts`); plain data, so the browser loads no schema. */
export const formRoutes = {
  newsletterSignup: { method: 'POST', path: '/api/v1/Form/NewsletterSignup' },
  sparePartEnquiry: { method: 'POST', path: '/api/v1/Form/SendSparePartEnquiryForm' },
} as const satisfies Record<string, Route | Record<string, Route>>;
