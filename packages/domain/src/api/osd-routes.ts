import type { Route } from './endpoint.ts';

/** Where the serial-number (OSD) endpoints are (declared in `osd.ts`); plain data, so the browser loads no schema. */
export const osdBriefRoute = {
  method: 'GET',
  path: '/api/v1/Osd/Product/:serial/Brief',
} as const satisfies Route;
export const osdProductRoute = {
  method: 'GET',
  path: '/api/v1/Osd/Product/:serial',
} as const satisfies Route;
export const osdOrderRoute = { method: 'GET', path: '/api/v1/Osd/Order/:no' } as const satisfies Route;
export const osdUnitDocumentsRoute = {
  method: 'GET',
  path: '/api/v1/Osd/Product/:id/UnitSpecificDocuments',
} as const satisfies Route;
export const osdUnitDocumentFileRoute = {
  method: 'GET',
  path: '/api/v1/Osd/Product/:id/UnitSpecificDocuments/:documentId',
} as const satisfies Route;
export const osdZipRoute = {
  method: 'POST',
  path: '/api/v1/Documents/:serial/DownloadSpecificOsdZip',
} as const satisfies Route;
export const osdProductFormRoute = {
  method: 'POST',
  path: '/api/v1/Osd/Product/:id/SendOsdProductForm',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone. */
export const osdRoutes = {
  brief: osdBriefRoute,
  product: osdProductRoute,
  order: osdOrderRoute,
  unitDocuments: osdUnitDocumentsRoute,
  unitDocumentFile: osdUnitDocumentFileRoute,
  zip: osdZipRoute,
  productForm: osdProductFormRoute,
};
