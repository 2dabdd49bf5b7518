import { describe, expect, it } from 'vitest';
import { marketDisplayName } from './market.ts';

describe('marketDisplayName', () => {
  it('names a country market in the reader’s language', () => {
    expect(marketDisplayName({ MarketId: 'DE', Name: 'Germany' }, 'de-DE')).toBe('Deutschland');
    expect(marketDisplayName({ MarketId: 'DE', Name: 'Germany' }, 'hu-HU')).toBe('Németország');
    expect(marketDisplayName({ MarketId: 'SE', Name: 'Sweden' }, 'sv-SE')).toBe('Sverige');
  });

  it('keeps the own name of a market that is no country', () => {
    expect(marketDisplayName({ MarketId: 'INT', Name: 'International' }, 'de-DE')).toBe('International');
  });
});
