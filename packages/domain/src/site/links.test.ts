import { describe, expect, it } from 'vitest';
import { type Links, resolveLink } from './links.ts';

const links: Links = {
  Webshop: [
    { Id: 'Products', Href: '/en/products' },
    { Id: 'NoRoles', Href: '/en/account/no-roles' },
  ],
  MyAirshop: [{ Id: 'Projects', Href: '/en/my-airshop/projects' }],
  QuickSearch: [],
};

describe('resolveLink', () => {
  it('finds a link by list and id', () => {
    expect(resolveLink(links, 'Webshop/Products')).toBe('/en/products');
    expect(resolveLink(links, 'MyAirshop/Projects')).toBe('/en/my-airshop/projects');
  });

  it('fails with the spec’s messages', () => {
    expect(() => resolveLink(undefined, 'Webshop/Products')).toThrow('Links not fetched');
    expect(() => resolveLink(links, 'Webshop/Nothing')).toThrow('Link Webshop/Nothing not found');
    expect(() => resolveLink(links, 'Products')).toThrow('Link Products not found');
    expect(() => resolveLink(links, 'Other/Products')).toThrow('Link Other/Products not found');
  });
});
