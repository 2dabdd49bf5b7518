import { describe, expect, it } from 'vitest';
import { filterProjects, readListParams } from './project-list-filter.ts';

const projects = [
  { Id: 1, Name: 'Project 10', Modified: '2026-11-20T10:00:00.000Z' },
  { Id: 2, Name: 'project 2', Modified: '2026-11-22T10:00:00.000Z' },
  { Id: 3, Name: 'Älvsjö school', Modified: '2026-11-21T10:00:00.000Z' },
];

describe('the project list’s filter and order', () => {
  it('reads q and sort from the URL, defaulting to the newest change first', () => {
    expect(readListParams(new URLSearchParams('q=%20proj%20&sort=name'))).toEqual({
      q: 'proj',
      sort: 'name',
    });
    expect(readListParams(new URLSearchParams('sort=price'))).toEqual({ q: '', sort: 'modified' });
  });

  it('filters by name without regard to case and sorts by name naturally or by change', () => {
    expect(filterProjects(projects, 'PROJECT', 'modified', 'en').map((p) => p.Id)).toEqual([2, 1]);
    expect(filterProjects(projects, '', 'name', 'en').map((p) => p.Name)).toEqual([
      'Älvsjö school',
      'project 2',
      'Project 10',
    ]);
    expect(filterProjects(projects, '', 'modified', 'en').map((p) => p.Id)).toEqual([2, 3, 1]);
  });
});
