import type { Route } from '@airshop/domain/api/endpoint';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { callApi } from '../../../platform/api-client.ts';
import { withTranslations } from '../../../testing/with-translations.tsx';
import { QuickOrderBox } from './quick-order-box.tsx';

vi.mock('../../../platform/api-client.ts', () => ({ callApi: vi.fn() }));
const request = vi.mocked(callApi);

afterEach(() => {
  cleanup();
  request.mockReset();
});

it('shows every line before adding, adds the good ones in one call, and keeps the bad ones in the box', async () => {
  const user = userEvent.setup();
  const onAdded = vi.fn();
  request.mockImplementation(async (route: Route, input?: unknown) => {
    const body = (input as { body: unknown }).body;
    if (route.path === '/api/v1/Qp/QuickOrder/Check') {
      expect(body).toEqual({
        Rows: [
          { Code: 'RX100-04LN', Quantity: 2 },
          { Code: '3100012', Quantity: 1 },
          { Code: 'NOPE', Quantity: 3 },
        ],
      });
      return {
        Rows: [
          { Code: 'RX100-04LN', VariantCode: 'RX100-04LN', Name: 'Kvistra RX 100', Quantity: 2, Error: null },
          { Code: '3100012', VariantCode: 'RX110-06RE', Name: 'Kvistra RX 110', Quantity: 1, Error: null },
          { Code: 'NOPE', VariantCode: null, Name: null, Quantity: 3, Error: 'unknownCode' },
        ],
      } as never;
    }
    expect(route.path).toBe('/api/v1/Carts/Default/Items/Bulk');
    // The LVI number goes in as the variant it names.
    expect(body).toEqual([
      { Code: 'RX100-04LN', Quantity: 2 },
      { Code: 'RX110-06RE', Quantity: 1 },
    ]);
    return {
      Status: 'warning',
      Message: '',
      Added: 1,
      Errors: [{ Row: 2, Code: 'RX110-06RE', Error: 'quantityLimit' }],
    } as never;
  });
  render(
    withTranslations(
      ['quickPick'],
      <MemoryRouter>
        <QuickOrderBox onAdded={onAdded} />
      </MemoryRouter>,
    ),
  );
  const box = screen.getByLabelText('Codes and quantities');
  await user.click(box);
  await user.paste('RX100-04LN\t2\n3100012\nNOPE;3\nFAN 2 pcs');
  await user.click(screen.getByRole('button', { name: 'Check lines' }));

  const rows = within(await screen.findByTestId('quick-order-preview')).getAllByRole('row');
  expect(rows).toHaveLength(5);
  expect(rows[1]?.textContent).toContain('Kvistra RX 100');
  expect(rows[2]?.textContent).toContain('RX110-06RE (3100012)');
  expect(rows[3]?.textContent).toContain('This code is not in our catalogue.');
  expect(rows[4]?.textContent).toContain('Too many values on this line.');
  expect(onAdded).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Add 2 lines to cart' }));
  expect(await screen.findByText(/1 line added to your cart\. 3 lines stay in the box/)).toBeTruthy();
  expect((box as HTMLTextAreaElement).value).toBe('3100012\nNOPE;3\nFAN 2 pcs');
  expect(onAdded).toHaveBeenCalledTimes(1);
  expect(within(screen.getByTestId('quick-order-preview')).getAllByRole('row')).toHaveLength(4);
});
