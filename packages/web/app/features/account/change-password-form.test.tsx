import type { ActionOutcome } from '@airshop/domain/account/account-actions';
import type { ChangePasswordBody } from '@airshop/domain/account/auth';
import type { SsrServices } from '@airshop/domain/site/ssr-services';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTranslations } from '../../testing/with-translations.tsx';
import { changePasswordAction } from './change-password-actions.server.ts';
import { type ChangePasswordAnswer, ChangePasswordForm } from './change-password-form.tsx';

afterEach(cleanup);

const NEW_PASSWORD = 'violet-harbour-7291';

/**
 * The change-password page as the router runs it: the form, and the page's real action in front of an account
 * service that answers as told.
 */
function renderPage(changePassword: (body: ChangePasswordBody) => Promise<ActionOutcome<null>>) {
  const services = { locale: 'en', account: { changePassword } } as unknown as SsrServices;
  const Page = createRoutesStub([
    {
      path: '/',
      action: ({ request }) => changePasswordAction(services, request),
      Component: ({ actionData }: { actionData?: unknown }) =>
        withTranslations(
          ['account', 'validation'],
          <ChangePasswordForm answer={actionData as ChangePasswordAnswer} />,
        ),
    },
  ]);
  render(<Page />);
}

async function fillIn(current: string, password: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^Choose a password/), password);
  await user.type(screen.getByLabelText(/^Repeat the password/), repeat);
  await user.click(screen.getByRole('button', { name: 'Change the password' }));
}

describe('the change-password form', () => {
  it('says in the browser that the repeat differs, and sends nothing', async () => {
    const changePassword = vi.fn();
    renderPage(changePassword);
    await fillIn('old-password', NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Repeat the password/));
  });

  it('says in the browser that a short new password breaks the rule, and sends nothing', async () => {
    const changePassword = vi.fn();
    renderPage(changePassword);
    await fillIn('old-password', 'short', 'short');
    expect(await screen.findByText('field must be at least 12 characters')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('posts to the action, which calls the service with the body of the domain schema', async () => {
    const changePassword = vi.fn(async () => ({ ok: true, value: null }) as const);
    renderPage(changePassword);
    await fillIn('old-password', NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    expect(changePassword).toHaveBeenCalledWith({ CurrentPassword: 'old-password', Password: NEW_PASSWORD });
  });

  it('shows the service’s refusal of the current password under that field', async () => {
    renderPage(async () => ({
      ok: false,
      error: { code: 'validation_failed', message: 'wrong', details: [{ path: 'CurrentPassword' }] },
    }));
    await fillIn('not-my-password', NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText('This is not your current password.')).toBeTruthy();
    const current = screen.getByLabelText(/^Current password/);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    // The focus moves once the page has shown the answer (an effect after the render).
    await waitFor(() => expect(document.activeElement).toBe(current));
  });

  it('says a refusal that names no field of the form at the top of the form', async () => {
    renderPage(async () => ({ ok: false, error: { code: 'internal', message: 'down' } }));
    await fillIn('old-password', NEW_PASSWORD, NEW_PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBeNull();
  });
});
