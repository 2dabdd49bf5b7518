import {
  type AddProjectItem,
  type AddProjectItemResult,
  addProjectItemResultSchema,
  createdProjectSchema,
  type ProjectDetail,
  type ProjectSelector,
  type ProjectWidget,
  projectDetailSchema,
  projectSelectorSchema,
  projectWidgetSchema,
} from '@airshop/domain/projects';
import { apiRequest } from '../../platform/api-client.ts';

/** The portal/Projects calls of the product page (ADR 0025). Failures throw ApiError; 403 reloads the page. */

export async function fetchProjectSelector(): Promise<ProjectSelector> {
  return (await apiRequest('portal/Projects/Selector', { schema: projectSelectorSchema })) ?? [];
}

export async function createProject(): Promise<number> {
  const created = await apiRequest('portal/Projects', { method: 'POST', schema: createdProjectSchema });
  if (!created) throw new Error('portal/Projects answered without the new project');
  return created.Id;
}

export async function putProjectItem(
  projectId: number,
  input: AddProjectItem,
): Promise<AddProjectItemResult> {
  const result = await apiRequest(`portal/Projects/${projectId}/Items`, {
    method: 'PUT',
    body: input,
    schema: addProjectItemResultSchema,
  });
  if (!result) throw new Error('portal/Projects/{id}/Items answered without a body');
  return result;
}

export async function fetchProjectWidget(projectId: number): Promise<ProjectWidget | undefined> {
  return apiRequest(`portal/Projects/${projectId}/Widget`, { schema: projectWidgetSchema });
}

export async function fetchProjectDetail(projectId: number): Promise<ProjectDetail | undefined> {
  return apiRequest(`portal/Projects/${projectId}/Detail`, { schema: projectDetailSchema });
}
