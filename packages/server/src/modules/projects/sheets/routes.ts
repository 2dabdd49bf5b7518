import {
  projectExportEndpoint,
  projectTemplateEndpoint,
  projectUploadEndpoint,
} from '@airshop/domain/api/project-sheets';
import { PROJECT_TEMPLATE_FILE_NAME } from '@airshop/domain/commerce/project-sheets';
import { contentDispositionHeader } from '@airshop/domain/documents/content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../../platform/register-endpoint.ts';
import { UPLOAD_BODY_LIMIT } from '../../spreadsheets/index.ts';
import { exportProject, XLSX_TYPE } from './export.ts';
import { PROJECT_TEMPLATE_CSV } from './template.ts';
import { uploadToProject } from './upload.ts';

export const projectSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    projectUploadEndpoint,
    async (request) => uploadToProject(request.ctx, request.params.id, request.body),
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
  registerEndpoint(app, projectTemplateEndpoint, async (_request, reply) => {
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${PROJECT_TEMPLATE_FILE_NAME}"`)
      .header('cache-control', 'public, max-age=3600');
    return PROJECT_TEMPLATE_CSV;
  });
  registerEndpoint(app, projectExportEndpoint, async (request, reply) => {
    const file = await exportProject(request.ctx, request.params.id);
    // The workbook is written as a stream; the schema's serializer is not used for it.
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', contentDispositionHeader('attachment', file.fileName))
      .send(file.stream as unknown as string);
  });
};
