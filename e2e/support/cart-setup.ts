import { type APIRequestContext, expect } from '@playwright/test';
import type { ApiSizing } from './sizing.ts';

/** A GET of the API in English that must answer 200, as its JSON. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: { 'x-lang': 'en' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/**
 * Adds one piece each of the first three variants of the demo catalogue's rotary units that the signed-in buyer
 * (or guest) may put in the cart, to delivery 1; answers their codes.
 */
export async function addThreeOrderableCodes(request: APIRequestContext): Promise<string[]> {
  const node = await apiGet<{ Items: { Id: string }[] }>(
    request,
    'Catalog?path=products/air-handling-units/rotary',
  );
  const codes: string[] = [];
  for (const item of node.Items) {
    const sizing = await apiGet<ApiSizing>(request, `Catalog/Products/${item.Id}/Sizing`);
    for (const variant of sizing.Variants) {
      if (codes.length === 3) return codes;
      const added = await request.put('/api/v1/Carts/Default/Items', {
        data: { Code: variant.Code, Quantity: 1 },
      });
      expect(added.status()).toBe(200);
      if ((await added.json()).ErrorMessage === null) codes.push(variant.Code);
    }
  }
  throw new Error(`only ${codes.length} orderable codes found`);
}
