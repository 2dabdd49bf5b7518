import {
  projectAddItemRoute,
  projectBulkItemsRoute,
  projectCreateRoute,
  projectDetailRoute,
  projectSelectorRoute,
  projectWidgetRoute,
} from '@airshop/domain/api/projects-routes';
import type {
  AddProjectItem,
  AddProjectItemResult,
  BulkProjectItems,
  BulkProjectItemsResult,
  ProjectDetail,
  ProjectSelector,
  ProjectWidget,
} from '@airshop/domain/commerce/projects';
import { callApi } from '../../platform/api-client.ts';

/*
 * The portal/Projects calls of the product page and the header (ADR 0025). Failures throw ApiError; a 403
 * reloads the page. No response contracts, as for the cart: the header would load the schema library everywhere.
 */

export function fetchProjectSelector(): Promise<ProjectSelector> {
  return callApi(projectSelectorRoute);
}

export async function createProject(): Promise<number> {
  const created = await callApi(projectCreateRoute);
  return created.Id;
}

export function putProjectItem(projectId: number, input: AddProjectItem): Promise<AddProjectItemResult> {
  return callApi(projectAddItemRoute, { params: { id: projectId }, body: input });
}

export function fetchProjectWidget(projectId: number): Promise<ProjectWidget> {
  return callApi(projectWidgetRoute, { params: { id: projectId } });
}

export function fetchProjectDetail(projectId: number): Promise<ProjectDetail> {
  return callApi(projectDetailRoute, { params: { id: projectId } });
}

/** PUT portal/Projects/{id}/Items/Bulk; id 0 makes a project first (and none when no row can go in). */
export function putProjectItems(
  projectId: number,
  items: BulkProjectItems,
  idempotencyKey: string,
): Promise<BulkProjectItemsResult> {
  // The header's name as a literal: its declaration lives beside zod, which the browser does not load.
  return callApi(
    projectBulkItemsRoute,
    { params: { id: projectId }, body: items },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
