import { linksSchema, resolveLink } from '@airshop/domain/site/links';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

describe('GET /api/v1/Links', () => {
  it('lists Webshop, MyAirshop and QuickSearch links in the visitor’s locale', async () => {
    const response = await t.app.inject({ url: '/api/v1/Links', headers: { 'x-lang': 'de' } });
    expect(response.statusCode).toBe(200);
    const links = linksSchema.parse(response.json());
    expect(resolveLink(links, 'Webshop/Products')).toBe('/de/products');
    expect(resolveLink(links, 'Webshop/NoRoles')).toBe('/de/account/no-roles');
    expect(resolveLink(links, 'MyAirshop/Projects')).toBe('/de/projects');
    expect(resolveLink(links, 'MyAirshop/ProjectDetail')).toBe('/de/projects/detail');
    expect(links.QuickSearch.length).toBeGreaterThan(0);
    for (const link of [...links.Webshop, ...links.MyAirshop, ...links.QuickSearch]) {
      expect(link.Href.startsWith('/de')).toBe(true);
    }
  });

  it('uses en without a language', async () => {
    const links = linksSchema.parse((await t.app.inject('/api/v1/Links')).json());
    expect(resolveLink(links, 'Webshop/Products')).toBe('/en/products');
  });
});
