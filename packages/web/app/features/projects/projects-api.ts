import type {
  AddProjectItem,
  AddProjectItemResult,
  ProjectDetail,
  ProjectSelector,
  ProjectWidget,
} from '@airshop/domain/projects';
import { apiRequest } from '../../platform/api-client.ts';

/*
 * The portal/Projects calls of the product page and the header (ADR 0025). Failures throw ApiError; a 403
 * reloads the page. No response contracts, as for the cart: the header would load the schema library everywhere.
 */

export async function fetchProjectSelector(): Promise<ProjectSelector> {
  return (await apiRequest<ProjectSelector>('portal/Projects/Selector')) ?? [];
}

export async function createProject(): Promise<number> {
  const created = await apiRequest<{ Id: number }>('portal/Projects', { method: 'POST' });
  if (!created) throw new Error('portal/Projects answered without the new project');
  return created.Id;
}

export async function putProjectItem(
  projectId: number,
  input: AddProjectItem,
): Promise<AddProjectItemResult> {
  const result = await apiRequest<AddProjectItemResult>(`portal/Projects/${projectId}/Items`, {
    method: 'PUT',
    body: input,
  });
  if (!result) throw new Error('portal/Projects/{id}/Items answered without a body');
  return result;
}

export async function fetchProjectWidget(projectId: number): Promise<ProjectWidget | undefined> {
  return apiRequest<ProjectWidget>(`portal/Projects/${projectId}/Widget`);
}

export async function fetchProjectDetail(projectId: number): Promise<ProjectDetail | undefined> {
  return apiRequest<ProjectDetail>(`portal/Projects/${projectId}/Detail`);
}
