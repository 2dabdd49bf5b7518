import type { ProjectOverviewItem } from '@airshop/domain/commerce/projects';

/** How the project list can be ordered: most recently changed first (the API's order), or by name. */
export const PROJECT_SORTS = ['modified', 'name'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** The list's filter and order from the URL (?q=…&sort=name); anything else is the default. */
export function readListParams(params: URLSearchParams): { q: string; sort: ProjectSort } {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: (PROJECT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProjectSort) : 'modified',
  };
}

/** The projects whose name holds `q` (without regard to case), in the chosen order. */
export function filterProjects<P extends Pick<ProjectOverviewItem, 'Id' | 'Name' | 'Modified'>>(
  projects: readonly P[],
  q: string,
  sort: ProjectSort,
  locale: string,
): P[] {
  const needle = q.toLocaleLowerCase(locale);
  const shown = projects.filter((project) => project.Name.toLocaleLowerCase(locale).includes(needle));
  if (sort === 'name') {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    return shown.sort((a, b) => collator.compare(a.Name, b.Name) || b.Id - a.Id);
  }
  return shown.sort((a, b) => b.Modified.localeCompare(a.Modified) || b.Id - a.Id);
}
