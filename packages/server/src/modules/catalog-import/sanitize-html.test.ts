import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed structure and drops attributes', () => {
    expect(
      sanitizeHtml('<p class="x" onclick="evil()">Quiet <strong>EC</strong> fans</p><ul><li>One</li></ul>'),
    ).toBe('<p>Quiet <strong>EC</strong> fans</p><ul><li>One</li></ul>');
  });

  it('removes scripts, event handlers and unsafe links', () => {
    expect(sanitizeHtml('<script>alert(1)</script><img src=x onerror=alert(1)><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.com/a">x</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes stray angle brackets and ampersands', () => {
    expect(sanitizeHtml('<p>a < b & c &amp; d</p>')).toBe('<p>a &lt; b &amp; c &amp; d</p>');
  });
});
