import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, contentKindOfSection, contentUrl, listPageNumber } from './content.ts';

describe('contentUrl', () => {
  it('puts each kind under its section, the route the same in every locale', () => {
    expect(contentUrl('sv', 'solution', 'hospitals')).toBe('/sv/solutions/hospitals');
    expect(contentUrl('de-AT', 'page', 'changing-filters')).toBe('/de-AT/pages/changing-filters');
    expect(contentUrl('en', 'blog-post', 'five-myths')).toBe('/en/blog/five-myths');
  });
});

describe('contentKindOfSection', () => {
  it('reads the kind from the segment its URLs have below the locale, and no other', () => {
    expect(contentKindOfSection('solutions')).toBe('solution');
    expect(contentKindOfSection('pages')).toBe('page');
    expect(contentKindOfSection('blog')).toBe('blog-post');
    expect(contentKindOfSection('solution')).toBeUndefined();
    expect(contentKindOfSection('')).toBeUndefined();
    expect(contentKindOfSection(undefined)).toBeUndefined();
  });

  it('is the inverse of the sections contentUrl writes', () => {
    for (const kind of CONTENT_KINDS) {
      expect(contentKindOfSection(contentUrl('sv', kind, 'x').split('/')[2])).toBe(kind);
    }
  });
});

describe('listPageNumber', () => {
  it('reads a missing page as the first and a whole number from 1 as itself', () => {
    expect(listPageNumber(null)).toBe(1);
    expect(listPageNumber('1')).toBe(1);
    expect(listPageNumber('12')).toBe(12);
  });

  it('refuses anything else, so the page answers 404 instead of guessing', () => {
    for (const raw of ['', '0', '-1', '01', '1.5', 'two', '1e3', ' 2', '9999999']) {
      expect(listPageNumber(raw), raw).toBeUndefined();
    }
  });
});
