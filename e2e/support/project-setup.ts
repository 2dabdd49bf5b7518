import { type APIRequestContext, expect } from '@playwright/test';
import { apiGet } from './cart-setup.ts';
import type { ApiSizing } from './sizing.ts';

/** A new project of the buyer's company with one piece each of `count` variants it may add; answers id and codes. */
export async function projectWithOrderableCodes(request: APIRequestContext, count: number) {
  const created = await request.post('/api/v1/portal/Projects');
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { Id: number }).Id;
  const node = await apiGet<{ Items: { Id: string }[] }>(
    request,
    'Catalog?path=products/air-handling-units/rotary',
  );
  const codes: string[] = [];
  for (const item of node.Items) {
    const sizing = await apiGet<ApiSizing>(request, `Catalog/Products/${item.Id}/Sizing`);
    for (const variant of sizing.Variants) {
      if (codes.length === count) return { id, codes };
      const added = await request.put(`/api/v1/portal/Projects/${id}/Items`, {
        data: { Code: variant.Code, Quantity: 1 },
      });
      expect(added.status()).toBe(200);
      if ((await added.json()).ErrorMessage === null) codes.push(variant.Code);
    }
  }
  throw new Error(`only ${codes.length} codes could be added`);
}
