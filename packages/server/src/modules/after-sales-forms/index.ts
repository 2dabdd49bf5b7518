// The public entry of after-sales-forms: what other modules may use (ADR 0055).
export { afterSalesFields, type NamedField } from './fields.ts';
export { AFTER_SALES_FILES_FOLDER, referencedAfterSalesFiles } from './files.ts';
export { afterSalesFormRoutes } from './routes.ts';
export type { AfterSalesDelivery } from './service.ts';
