import { z } from 'zod';
import { cartUploadResultSchema, cartUploadSchema } from '../commerce/cart-upload.ts';
import { projectIdParamsSchema } from '../commerce/projects.ts';
import { errorBodySchema } from '../site/errors.ts';
import { endpoint } from './endpoint.ts';
import { projectSheetRoutes } from './project-sheets-routes.ts';

const tags = ['Projects'];
const refusals = { 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
const ACCESS =
  '401 when not signed in, 403 when the user may not buy (not approved, no webshop role, no company), 409 ' +
  'webshop_disabled when the market’s web shop is off. Another company’s project is 404.';

export const projectUploadEndpoint = endpoint(projectSheetRoutes.upload, {
  tags,
  summary:
    'Takes the rows of a spreadsheet (template.csv, .xlsx, or the project’s own export) into a project',
  description:
    'Rows carrying the id of an item of this project (the export’s hidden line column) set that item’s ' +
    'quantity and note; every other row adds to the item of its code. Good rows are taken, refused rows are ' +
    'named by row number (ADR 0061, 0068). A file that cannot be read, or with more than 10 000 rows, changes ' +
    `nothing (Status error). ${ACCESS}`,
  params: projectIdParamsSchema,
  body: cartUploadSchema,
  response: {
    200: cartUploadResultSchema,
    400: errorBodySchema,
    404: errorBodySchema,
    ...refusals,
    413: errorBodySchema,
  },
});

export const projectTemplateEndpoint = endpoint(projectSheetRoutes.template, {
  tags,
  summary: 'The project upload template, template.csv (code, quantity, note)',
  response: { 200: z.string().describe('text/csv') },
});

export const projectExportEndpoint = endpoint(projectSheetRoutes.export, {
  tags,
  summary: 'The project as an Excel workbook (.xlsx) with its prices and totals, in the request’s language',
  description:
    'Header block (name, leader, notes, last modified), the items (index, code, title, description, quantity, ' +
    'list price, discount, price, available from, note, and a hidden line id for the round trip), then the ' +
    'totals. Amounts are number cells with a 2-decimal currency format, dates are date cells, no cell holds a ' +
    `formula (ADR 0068). ${ACCESS}`,
  params: projectIdParamsSchema,
  response: {
    200: z.string().describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    400: errorBodySchema,
    404: errorBodySchema,
    ...refusals,
  },
});

export const projectSheetEndpoints = [projectUploadEndpoint, projectTemplateEndpoint, projectExportEndpoint];
