import { useCallback, useRef, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { saveFile } from '../../../platform/save-file.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';
import { downloadProjectExport } from './project-sheets-api.ts';

export interface ProjectExportButtonProps {
  projectId: number;
  /** The file's name when the server gives none (it always does): the project's name. */
  fallbackName: string;
}

/**
 * Downloads the project as an Excel workbook (issue 17 point 3, ADR 0068). The server builds it, so the page
 * carries no spreadsheet code; the file is named by the server in the page's language. Needs the page's
 * `projects` texts.
 */
export function ProjectExportButton({ projectId, fallbackName }: ProjectExportButtonProps) {
  const t = useTranslations('projects');
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const download = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const file = await downloadProjectExport(projectId);
      saveFile(file.blob, file.filename ?? `${fallbackName}.xlsx`);
    } catch {
      snackbar.show({ type: 'error', message: t('sheets/export/failed'), long: true });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [projectId, fallbackName, snackbar, t]);

  return (
    <Button
      variant="secondary"
      loading={busy}
      icon={<Icon name="download" size={18} />}
      onClick={() => void download()}
    >
      {busy ? t('sheets/export/busy') : t('sheets/export/button')}
    </Button>
  );
}
