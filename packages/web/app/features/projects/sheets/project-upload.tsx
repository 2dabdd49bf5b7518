import { projectTemplateRoute } from '@airshop/domain/api/project-sheets-routes';
import { PROJECT_TEMPLATE_FILE_NAME } from '@airshop/domain/commerce/project-sheets';
import { type ReactNode, useMemo } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { SpreadsheetUpload } from '../../spreadsheet-upload/index.ts';
import { projectUploadSender } from './project-sheets-api.ts';

export interface ProjectUploadProps {
  projectId: number;
  /**
   * Rows went in (Status success or warning): the page refetches the project's detail and widget and opens the
   * panel (shop.md §4 "Upload of items"); an error status does not call it.
   */
  onUploaded: () => void;
  /** Shown first in the upload's row: the export button. */
  actions?: ReactNode;
}

/**
 * A project's spreadsheet upload and template (issue 17 point 2, ADR 0068): template.csv, any list of code,
 * quantity, note, or the project's own export with the buyer's changes. Needs the page's `projects` texts.
 */
export function ProjectUpload({ projectId, onUploaded, actions }: ProjectUploadProps) {
  const page = useTranslations('projects');
  const t = useMemo(
    () => (id: string, values?: Record<string, string | number>) => page(`sheets/upload/${id}`, values),
    [page],
  );
  const send = useMemo(() => projectUploadSender(projectId), [projectId]);
  return (
    <SpreadsheetUpload
      t={t}
      send={send}
      onUploaded={onUploaded}
      templateHref={projectTemplateRoute.path}
      templateFileName={PROJECT_TEMPLATE_FILE_NAME}
      refusedId="project-upload-refused"
      headingLevel={2}
      actions={actions}
    />
  );
}
