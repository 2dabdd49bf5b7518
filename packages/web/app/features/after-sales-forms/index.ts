// The public entry of after-sales-forms (issue 19 point 4, ADR 0076): the pages, and the shared pieces the four
// forms are built from.

export { AfterSalesHub } from './after-sales-hub.tsx';
export { Consents, useTermsText } from './consents.tsx';
export { CONTACT_NAMES, ContactFieldset, EMPTY_CONTACT } from './contact-fieldset.tsx';
export { DiscrepancyReportPage } from './discrepancy-report-form.tsx';
export { FileField } from './file-field.tsx';
export {
  booleanOf,
  FormFiles,
  numberOf,
  optional,
  TextArea,
  type YesNo,
  YesNoQuestion,
} from './form-controls.tsx';
export { AfterSalesFormFrame, AfterSalesPage } from './form-frame.tsx';
export { RetrofitFansPage } from './retrofit-fans-form.tsx';
export { sendAfterSalesForm } from './send-form.ts';
export { ServiceRequestPage } from './service-request-page.tsx';
export { type AfterSalesFormState, type ContactNames, useAfterSalesForm } from './use-after-sales-form.ts';
export { WarrantyClaimPage } from './warranty-claim-page.tsx';
