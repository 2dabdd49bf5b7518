import { z } from 'zod';
import {
  submissionFileParamsSchema,
  submissionIdParamsSchema,
  submissionListSchema,
  submissionQuerySchema,
  submissionSchema,
  updateSubmissionStatusSchema,
} from '../forms/submissions.ts';
import { errorBodySchema } from '../site/errors.ts';
import { endpoint } from './endpoint.ts';
import { submissionRoutes } from './submissions-routes.ts';

const tags = ['BackOffice'];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const BACK_OFFICE =
  'The back-office admin, Approved (401 not signed in, 403 for anyone else, the webshop manager included: ADR 0074). ';

export const submissionsEndpoint = endpoint(submissionRoutes.list, {
  tags,
  summary: 'Every submission (spare-part enquiries, unit requests), newest first, filtered and paged',
  description: `${BACK_OFFICE}Dates are whole UTC days, inclusive; a bad filter is 400.`,
  query: submissionQuerySchema,
  response: { 200: submissionListSchema, ...refusals },
});

export const submissionEndpoint = endpoint(submissionRoutes.submission, {
  tags,
  summary: 'One submission with every field, its files and its status history',
  description: `${BACK_OFFICE}An unknown id is 404.`,
  params: submissionIdParamsSchema,
  response: { 200: submissionSchema, ...refusals, 404: errorBodySchema },
});

export const submissionFileEndpoint = endpoint(submissionRoutes.file, {
  tags,
  summary: 'One file of a submission, streamed as a download',
  description: `${BACK_OFFICE}A file the submission does not have is 404.`,
  params: submissionFileParamsSchema,
  response: { 200: z.unknown(), ...refusals, 404: errorBodySchema },
});

export const submissionStatusEndpoint = endpoint(submissionRoutes.status, {
  tags,
  summary: 'Sets the back office’s status of a submission: new, in progress or done',
  description: `${BACK_OFFICE}Who set it and when is kept; the status it already has records nothing.`,
  params: submissionIdParamsSchema,
  body: updateSubmissionStatusSchema,
  response: { 200: submissionSchema, ...refusals, 404: errorBodySchema },
});

export const submissionEndpoints = [
  submissionsEndpoint,
  submissionEndpoint,
  submissionFileEndpoint,
  submissionStatusEndpoint,
];
