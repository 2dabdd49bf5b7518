import { projectExportRoute, projectUploadRoute } from '@airshop/domain/api/project-sheets-routes';
import { callApi, type Download, downloadApi } from '../../../platform/api-client.ts';
import type { SendUpload } from '../../spreadsheet-upload/index.ts';

/** PUT portal/Projects/{id}/Upload with the bytes' progress (ADR 0068). */
export const projectUploadSender =
  (projectId: number): SendUpload =>
  (body, onUploadProgress) =>
    callApi(projectUploadRoute, { params: { id: projectId }, body }, { onUploadProgress });

/** GET portal/Projects/{id}/Export: the workbook and the name the server gives it, in the page's language. */
export function downloadProjectExport(projectId: number): Promise<Download> {
  return downloadApi(projectExportRoute, { params: { id: projectId } });
}
