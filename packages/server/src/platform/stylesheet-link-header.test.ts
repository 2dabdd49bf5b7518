import { describe, expect, it } from 'vitest';
import { stylesheetLinkHeader } from './stylesheet-link-header.ts';

describe('stylesheetLinkHeader', () => {
  it('preloads each stylesheet as a style', () => {
    expect(stylesheetLinkHeader(['/assets/style-AB12.css'])).toBe(
      '</assets/style-AB12.css>; rel=preload; as=style',
    );
    expect(stylesheetLinkHeader(['/a.css', '/b c.css'])).toBe(
      '</a.css>; rel=preload; as=style, </b%20c.css>; rel=preload; as=style',
    );
  });

  it('gives no header without stylesheets', () => {
    expect(stylesheetLinkHeader([])).toBeUndefined();
  });
});
