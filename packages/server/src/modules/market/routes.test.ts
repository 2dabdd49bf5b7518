import { currentMarketSchema } from '@airshop/domain/site/market';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markets } from '../../db/schema.ts';
import { insertTestAccount, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { clearMarketCache } from './service.ts';

const t = useTestApp();
const current = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/Shop/Markets/Current', headers });

describe('GET /api/v1/Shop/Markets/Current', () => {
  it('gives the international market to a visitor with no language', async () => {
    const response = await current();
    expect(response.statusCode).toBe(200);
    const body = currentMarketSchema.parse(response.json());
    expect(body).toEqual({
      MarketId: 'INT',
      Name: 'International',
      Currency: 'EUR',
      DefaultLanguage: 'en',
      IsWebshopEnabled: true,
    });
  });

  it('follows the x-lang header, then the country and default-language cookies', async () => {
    expect((await current({ 'x-lang': 'sv' })).json()).toMatchObject({ MarketId: 'SE', Currency: 'SEK' });
    expect((await current({ 'x-lang': 'nl-BL' })).json()).toMatchObject({ MarketId: 'BE' });
    expect((await current({ cookie: 'country=pl' })).json()).toMatchObject({
      MarketId: 'PL',
      Currency: 'PLN',
    });
    expect((await current({ cookie: 'defaultLanguage=de-AT' })).json()).toMatchObject({ MarketId: 'AT' });
    expect((await current({ 'x-lang': 'fi', cookie: 'country=pl' })).json()).toMatchObject({
      MarketId: 'FI',
    });
  });

  it('falls back to en for an unknown language', async () => {
    expect((await current({ 'x-lang': 'klingon' })).json()).toMatchObject({ MarketId: 'INT' });
  });

  it('says the web shop is disabled where it is switched off', async () => {
    expect((await current({ 'x-lang': 'hu' })).json()).toMatchObject({
      MarketId: 'HU',
      IsWebshopEnabled: false,
    });
    expect((await current({ 'x-lang': 'tr' })).json()).toMatchObject({ IsWebshopEnabled: false });
  });

  it('reads the switch from the database', async () => {
    await t.database.db.update(markets).set({ webshopEnabled: true }).where(eq(markets.id, 'RO'));
    clearMarketCache();
    expect((await current({ 'x-lang': 'ro' })).json()).toMatchObject({
      MarketId: 'RO',
      IsWebshopEnabled: true,
    });
  });

  it('gives a signed-in customer their own market, whatever the site language', async () => {
    const hungarian = await insertTestAccount(t.database.db, { marketId: 'HU' });
    const swedish = await insertTestAccount(t.database.db, { marketId: 'SE' });
    const inHungary = await signInCookie(t.app, hungarian.email);
    const inSweden = await signInCookie(t.app, swedish.email);
    // Browsing in English (the International market, shop on), the Hungarian buyer's shop is still off.
    expect((await current({ 'x-lang': 'en', cookie: inHungary })).json()).toMatchObject({
      MarketId: 'HU',
      IsWebshopEnabled: false,
    });
    expect((await current({ 'x-lang': 'hu', cookie: inSweden })).json()).toMatchObject({
      MarketId: 'SE',
      Currency: 'SEK',
      IsWebshopEnabled: true,
    });
    // Signed out again, the site language decides.
    expect((await current({ 'x-lang': 'hu' })).json()).toMatchObject({ MarketId: 'HU' });
  });
});
