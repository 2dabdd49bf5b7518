import type { BackOfficeUserDetail } from '@airshop/domain/account/backoffice';
import { backOfficeDecideUserRoute } from '@airshop/domain/api/backoffice-routes';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../platform/api-client.ts';
import { ApiError } from '../../platform/api-error.ts';
import { withTranslations } from '../../testing/with-translations.tsx';
import { SnackbarProvider } from '../../ui/snackbar-provider.tsx';
import { UserReview } from './user-review.tsx';

vi.mock('../../platform/api-client.ts', () => ({ callApi: vi.fn() }));
const request = vi.mocked(callApi);

const USER: BackOfficeUserDetail = {
  Id: 'u-1',
  Name: 'Nora Fischer',
  Email: 'nora@lufttechnik.example',
  CompanyId: 'c-1',
  CompanyName: 'Lufttechnik GmbH',
  CustomerNumber: 'C-1001',
  MarketId: 'DE',
  Locale: 'de',
  Status: 3,
  StatusName: 'Waiting for back office approval',
  Roles: [],
  CreatedAt: '2026-11-01T10:00:00Z',
  StatusHistory: [],
  AllowedDecisions: ['approve', 'reject'],
};

/** The posts the dialog made: the decisions it sent. */
function decisionsSent() {
  return request.mock.calls.filter(([route]) => route.method === 'POST');
}

function renderReview(onDecided = vi.fn()) {
  render(
    withTranslations(
      ['account', 'validation', 'shared'],
      <SnackbarProvider regionLabel="Notifications" dismissLabel="Dismiss">
        <UserReview userId="u-1" onClose={vi.fn()} onDecided={onDecided} />
      </SnackbarProvider>,
    ),
  );
  return onDecided;
}

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (route) => (route.method === 'POST' ? null : USER) as never);
});
afterEach(cleanup);

describe('the back office’s decision dialog', () => {
  it('asks for the reason a rejection needs, under the field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const reason = screen.getByLabelText('Reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('field is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(decisionsSent()).toEqual([]);
  });

  it('sends the pressed decision with the reason, trimmed, through the API', async () => {
    const user = userEvent.setup();
    const onDecided = renderReview();
    await user.type(await screen.findByLabelText('Reason'), '  No such company  ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(decisionsSent()).toEqual([
      [
        backOfficeDecideUserRoute,
        { params: { id: 'u-1' }, body: { Decision: 'reject', Reason: 'No such company' } },
      ],
    ]);
  });

  it('says at the top of the form that someone else changed the user meanwhile', async () => {
    request.mockImplementation(async (route) => {
      if (route.method !== 'POST') return USER as never;
      throw new ApiError(409, { code: 'conflict', message: 'changed' });
    });
    const user = userEvent.setup();
    const onDecided = renderReview();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog');
    expect((await waitFor(() => dialog.querySelector('[role="alert"]')))?.textContent).toBe(
      'Someone else has changed this user in the meantime. Close the window and open the user again.',
    );
    expect(onDecided).not.toHaveBeenCalled();
    // The buttons are there to try again.
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false);
  });
});
