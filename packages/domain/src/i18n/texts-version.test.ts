import { describe, expect, it } from 'vitest';
import { textsVersion } from './texts-version.ts';

const shared = [
  { Id: 'a', Text: 'One' },
  { Id: 'b', Text: 'Two' },
];

describe('textsVersion', () => {
  it('is the same for the same texts, in whatever order the pages come', () => {
    const cart = [{ Id: 'title', Text: 'Cart' }];
    expect(textsVersion('en', { shared, cart })).toBe(
      textsVersion('en', { cart: [...cart], shared: [...shared] }),
    );
    expect(textsVersion('en', { shared })).toMatch(/^[0-9a-z]{1,7}$/);
  });

  it('changes with a text, an id, the locale or the set of pages', () => {
    const version = textsVersion('en', { shared });
    expect(textsVersion('en', { shared: [shared[0]!, { Id: 'b', Text: 'Two!' }] })).not.toBe(version);
    expect(textsVersion('en', { shared: [shared[0]!, { Id: 'c', Text: 'Two' }] })).not.toBe(version);
    expect(textsVersion('de', { shared })).not.toBe(version);
    expect(textsVersion('en', { shared, cart: [] })).not.toBe(version);
    // Where one text ends and the next begins counts.
    expect(textsVersion('en', { shared: [{ Id: 'a', Text: 'ab' }] })).not.toBe(
      textsVersion('en', { shared: [{ Id: 'ab', Text: '' }] }),
    );
  });
});
