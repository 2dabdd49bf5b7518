import type { ProjectDetail } from '@airshop/domain/commerce/projects';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../platform/api-error.ts';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';
import { projectPageApi } from './project-page-api.ts';

export interface ProjectEditor {
  project: ProjectDetail;
  /** The control whose change is under way (a key such as `item:12:note`), or undefined. */
  busy: string | undefined;
  /** Runs a write that answers the project; shows it, and 'saved' when asked. False when it failed. */
  run(key: string, change: () => Promise<ProjectDetail>, options?: { saved?: boolean }): Promise<boolean>;
  /** Reads the project again (after a move into the cart, which answers no project). */
  reload(): Promise<void>;
}

/**
 * Holds the project the page shows and runs its changes (shop.md §4, §8): each answer is the project as it is
 * now, shown as it is; 'saved' after a header or item update. A failure shows the generic 'API or connection'
 * message, and a project or item gone meanwhile (404) reads the project again, so the next click acts on it.
 */
export function useProjectEditor(initial: ProjectDetail): ProjectEditor {
  const t = useTranslations('projects');
  const shared = useTranslations('shared');
  const snackbar = useSnackbar();
  const [project, setProject] = useState(initial);
  const [busy, setBusy] = useState<string | undefined>();

  useEffect(() => setProject(initial), [initial]);

  const reload = useCallback(async () => {
    try {
      setProject(await projectPageApi.detail(initial.Id));
    } catch {
      snackbar.show({ type: 'error', message: shared('generic/messages/apiOrConnectionError') });
    }
  }, [initial.Id, snackbar, shared]);

  const run = useCallback(
    async (key: string, change: () => Promise<ProjectDetail>, options: { saved?: boolean } = {}) => {
      setBusy(key);
      try {
        setProject(await change());
        if (options.saved) snackbar.show({ type: 'success', message: t('saved') });
        return true;
      } catch (error) {
        snackbar.show({ type: 'error', message: shared('generic/messages/apiOrConnectionError') });
        if (error instanceof ApiError && error.status === 404) await reload();
        return false;
      } finally {
        setBusy(undefined);
      }
    },
    [reload, snackbar, shared, t],
  );

  return { project, busy, run, reload };
}
