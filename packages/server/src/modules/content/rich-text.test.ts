import { describe, expect, it } from 'vitest';
import { plainTextOf } from '../../platform/rich-text.ts';
import { sanitizeContentHtml } from './rich-text.ts';

describe('sanitizeContentHtml', () => {
  it('keeps headings, lists, quotes and links, and drops every other attribute', () => {
    expect(
      sanitizeContentHtml(
        '<h2 class="x" style="color:red">Why</h2><p onclick="evil()">Quiet <em>EC</em> fans</p><blockquote>Q</blockquote><ul><li>One</li></ul>',
      ),
    ).toBe('<h2>Why</h2><p>Quiet <em>EC</em> fans</p><blockquote>Q</blockquote><ul><li>One</li></ul>');
  });

  it('removes hostile HTML: scripts with their text, handlers, frames, svg, javascript: links', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>alert(2)</script></svg>',
      '<p>ok</p>',
      '<a href="javascript:alert(3)">a</a>',
      '<a href="JaVaScRiPt&colon;alert(4)">b</a>',
      '<a href="//evil.example/x">c</a>',
      '<style>p{}</style>',
      '<p <script>>x</p>',
    ].join('');
    const clean = sanitizeContentHtml(hostile);
    expect(clean).not.toMatch(/script|onerror|iframe|svg|javascript|evil|style|alert/i);
    expect(clean).toContain('<p>ok</p>');
    expect(clean).toContain('<a>a</a>');
  });

  it('marks outside links noopener noreferrer and keeps site paths and mail links as they are', () => {
    expect(sanitizeContentHtml('<a href="https://example.com/a" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="/en/products">p</a> <a href="mailto:a@b.se">m</a>')).toBe(
      '<a href="/en/products">p</a> <a href="mailto:a@b.se">m</a>',
    );
  });

  it('turns an h1 into an h2: the page title is the only h1', () => {
    expect(sanitizeContentHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
});

describe('plainTextOf', () => {
  it('gives the words of the HTML with blocks apart and entities decoded', () => {
    expect(plainTextOf('<h2>Air &amp; water</h2><p>One</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Air & water One a b',
    );
  });
});
