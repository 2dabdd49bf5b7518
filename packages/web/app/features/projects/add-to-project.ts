import { addItemErrorKey } from '@airshop/domain/commerce/add-item';
import type { AddProjectItem } from '@airshop/domain/commerce/projects';
import type { CurrentMarket } from '@airshop/domain/site/market';
import { ApiError } from '../../platform/api-error.ts';
import type { AddOutcome } from '../cart/index.ts';
import { createProject, putProjectItem } from './projects-api.ts';
import { loadProjectSelector, openProjectPanel } from './projects-store.ts';

/** The project id that means "create a new list and add" (ADR 0025). */
export const NEW_PROJECT_ID = 0;

/**
 * Adds to a project (spec §4, §5): id 0 creates one first (POST portal/Projects), then PUT …/{id}/Items. On
 * success the header's project panel opens with the project. The selector is read again whatever the outcome:
 * a project may have been created even when the add was refused.
 */
export async function addToProject(
  projectId: number,
  input: AddProjectItem,
  market: CurrentMarket,
): Promise<AddOutcome> {
  try {
    let id = projectId;
    if (id === NEW_PROJECT_ID) {
      try {
        id = await createProject();
      } catch {
        return { ok: false, messageKey: 'projects/creationError' };
      }
    }
    try {
      const result = await putProjectItem(id, input);
      if (result.ErrorMessage) return { ok: false, messageKey: addItemErrorKey(result.ErrorMessage) };
    } catch (error) {
      return {
        ok: false,
        messageKey: addItemErrorKey(error instanceof ApiError ? error.customMessage : null),
      };
    }
    openProjectPanel(id);
    return { ok: true };
  } finally {
    void loadProjectSelector(market, true);
  }
}
