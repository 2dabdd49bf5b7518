import { describe, expectTypeOf, it } from 'vitest';
import type { AddCartItemResult } from '../commerce/cart.ts';
import type { ProjectWidget } from '../commerce/projects.ts';
import type { CallInput, EndpointAt, SuccessBody } from './call-types.ts';
import type { addCartItemEndpoint } from './cart.ts';
import type { cartRoutes } from './cart-routes.ts';
import type { collectMailEndpoint } from './customer.ts';
import type { ApiEndpoint } from './endpoints.ts';
import type { projectWidgetEndpoint } from './projects.ts';

/*
 * Type-level checks of the typed client's types: `tsc -b` fails on them when a declaration stops giving a caller
 * the right input or answer (the lines marked @ts-expect-error must stay errors).
 */
describe('types derived from a declaration', () => {
  it('finds the declaration of a route', () => {
    expectTypeOf<EndpointAt<ApiEndpoint, typeof cartRoutes.addItem>>().toEqualTypeOf<
      typeof addCartItemEndpoint
    >();
  });

  it('types the answer: the 2xx schema, and undefined for a 204', () => {
    expectTypeOf<SuccessBody<typeof addCartItemEndpoint>>().toEqualTypeOf<AddCartItemResult>();
    expectTypeOf<SuccessBody<typeof projectWidgetEndpoint>>().toEqualTypeOf<ProjectWidget>();
    expectTypeOf<SuccessBody<typeof collectMailEndpoint>>().toEqualTypeOf<undefined>();
  });

  it('requires the body and the path parameters the declaration requires', () => {
    const add: CallInput<typeof addCartItemEndpoint> = { body: { Code: 'RX-1', Quantity: 2 } };
    // @ts-expect-error the body is required
    const noBody: CallInput<typeof addCartItemEndpoint> = {};
    // @ts-expect-error a quantity is a number
    const wrongBody: CallInput<typeof addCartItemEndpoint> = { body: { Code: 'RX-1', Quantity: '2' } };
    // @ts-expect-error the project's id is a path parameter
    const noParams: CallInput<typeof projectWidgetEndpoint> = {};
    // @ts-expect-error the widget takes no body
    const extraBody: CallInput<typeof projectWidgetEndpoint> = { params: { id: 1 }, body: {} };
    expectTypeOf([add, noBody, wrongBody, noParams, extraBody]).toBeArray();
  });
});
