import type { ProjectDetail, ProjectOverview } from './projects.ts';

/*
 * What the project pages (/{locale}/projects and /{locale}/projects/detail?projectId=N, ADR 0067) ask of the
 * server in-process (ADR 0054): the same answers as GET portal/Projects/Overview and /{id}/Detail, read as the
 * page's viewer. Who may not use projects is an answer the page turns into its own screen; another company's
 * project (or none) is `notFound`, which the page answers with 404.
 */

/** Why the page shows no project: the REST call's 401, 403 and 409 webshop_disabled. */
export type ProjectPageRefusal = 'signInRequired' | 'notAllowed' | 'webshopDisabled';

export type ProjectListAnswer =
  | { readonly kind: 'list'; readonly projects: ProjectOverview }
  | { readonly kind: 'refused'; readonly reason: ProjectPageRefusal };

export type ProjectDetailAnswer =
  | { readonly kind: 'project'; readonly project: ProjectDetail }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'refused'; readonly reason: ProjectPageRefusal };

export interface ProjectPages {
  /** Twin of GET portal/Projects/Overview. */
  overview(): Promise<ProjectListAnswer>;
  /** Twin of GET portal/Projects/{id}/Detail. */
  detail(id: number): Promise<ProjectDetailAnswer>;
}
