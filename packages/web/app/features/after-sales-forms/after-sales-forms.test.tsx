import { MIB } from '@airshop/domain/forms/upload-files';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../platform/api-client.ts';
import { ApiError } from '../../platform/api-error.ts';
import { withTranslations } from '../../testing/with-translations.tsx';
import { DiscrepancyReportPage } from './discrepancy-report-form.tsx';
import { RetrofitFansPage } from './retrofit-fans-form.tsx';

vi.mock('../../platform/api-client.ts', () => ({ callApi: vi.fn() }));
// An anonymous visitor: nobody's contact details are asked for.
vi.mock('./use-may-prefill.ts', () => ({ useMayPrefill: () => false }));
const api = vi.mocked(callApi);

afterEach(cleanup);
beforeEach(() => api.mockReset());

const PAGES = ['afterSales', 'validation', 'account'] as const;
const pdf = () => new File(['%PDF-1.7\n'], 'delivery-note.pdf', { type: 'application/pdf' });

function fileInput(label: string): HTMLInputElement {
  const text = screen.getByText(label, { selector: 'span' });
  const field = text.closest('div');
  const input = field?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`no file input for ${label}`);
  return input;
}

const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.id.endsWith('-error'))?.textContent;

/** The FormData of the n-th send: its JSON body part and the names of its file parts. */
function sent(call: number) {
  const input = api.mock.calls[call]?.[1] as { body: FormData } | undefined;
  if (!input) throw new Error(`no call ${call}`);
  const parts = [...input.body.entries()];
  return {
    first: parts[0]?.[0],
    body: JSON.parse(String(input.body.get('body'))) as Record<string, unknown>,
    files: parts
      .filter(([, value]) => value instanceof File)
      .map(([name, value]) => [name, (value as File).name]),
  };
}

describe('the file field', () => {
  it('says its rule, refuses a file of another type or too many megabytes at once, and lists what is picked', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(
      withTranslations(PAGES, <DiscrepancyReportPage locale="en" prefill={{ order: '', serial: '' }} />),
    );
    expect(screen.getByText('One file, up to 10 MB: JPG, PNG, WEBP, HEIC.')).toBeTruthy();
    const label = fileInput("Photo of the unit's rating plate");
    await user.upload(label, new File(['plain'], 'notes.txt', { type: 'text/plain' }));
    expect(errorOf(label)).toBe('Choose files of these types: JPG, PNG, WEBP, HEIC.');
    await user.upload(label, new File([new Uint8Array(10 * MIB + 1)], 'plate.jpg', { type: 'image/jpeg' }));
    expect(errorOf(label)).toBe('The files may be at most 10 MB together.');
    await user.click(screen.getByRole('button', { name: 'Remove plate.jpg' }));
    await user.upload(label, new File([new Uint8Array(1000)], 'plate.jpg', { type: 'image/jpeg' }));
    expect(errorOf(label)).toBeUndefined();
    expect(screen.getByRole('list', { name: '1 file chosen' }).textContent).toContain('plate.jpg');
  });

  it('requires the documentation and takes several files', async () => {
    const user = userEvent.setup();
    render(
      withTranslations(PAGES, <DiscrepancyReportPage locale="en" prefill={{ order: 'SO-1', serial: '' }} />),
    );
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    const documentation = fileInput('Photos and documents of the discrepancy');
    expect(errorOf(documentation)).toBe('field is required');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Order number' }).value).toBe('SO-1');
    expect(api).not.toHaveBeenCalled();
    await user.upload(documentation, [pdf(), new File(['jpeg'], 'box.jpg', { type: 'image/jpeg' })]);
    expect(errorOf(documentation)).toBeUndefined();
    expect(screen.getByRole('list', { name: '2 files chosen' })).toBeTruthy();
  });
});

async function fillRetrofit(user: UserEvent) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Current fans' }), 'ac-belt');
  await user.type(screen.getByRole('spinbutton', { name: 'Number of fans' }), '2');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Supply voltage on site' }), '400V-3ph');
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Berg');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Nordvent AB');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'SE');
  await user.type(screen.getByRole('textbox', { name: 'Telephone' }), '8 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Industrivägen 4');
  await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '123 45');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Solna');
  await user.click(
    screen.getByRole('checkbox', { name: 'I have read and accept the terms and conditions.' }),
  );
  await user.click(screen.getByRole('checkbox', { name: 'I agree to be contacted about this request.' }));
  await user.upload(fileInput('Photos of the fans and rating plates'), pdf());
}

// Typing a whole form key by key takes a few seconds in happy-dom.
describe('the retrofit-fans page', { timeout: 30_000 }, () => {
  it('keeps everything after a failed send, and a retry is the same request; success gives the reference', async () => {
    api.mockRejectedValueOnce(new ApiError(503, undefined));
    api.mockResolvedValueOnce({
      SubmissionId: 'b7d0c4f2-1111-4c3e-9a51-9f0d2c4e8a10',
      Reference: 'RF-2041',
    } as never);
    const user = userEvent.setup();
    render(withTranslations(PAGES, <RetrofitFansPage locale="en" serial="AHU-2009-0042" />));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Serial number' }).value).toBe(
      'AHU-2009-0042',
    );
    await fillRetrofit(user);
    await user.click(screen.getByRole('button', { name: 'Ask for an offer' }));

    expect(await screen.findByRole('heading', { name: 'Form sent error' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Company' }).value).toBe('Nordvent AB');
    expect(screen.getByRole('list', { name: '1 file chosen' }).textContent).toContain('delivery-note.pdf');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Form sent successfully' })).toBeTruthy();
    expect(screen.getByText(/Your reference is RF-2041/)).toBeTruthy();
    const [first, second] = [sent(0), sent(1)];
    expect(first.first).toBe('body');
    expect(first.files).toEqual([['photos', 'delivery-note.pdf']]);
    expect(first.body).toMatchObject({
      serialNumber: 'AHU-2009-0042',
      numberOfFans: 2,
      telephoneCountryCode: '+46',
      salesUnit: 'en',
      termsAndConditions: true,
    });
    expect(first.body).not.toHaveProperty('photos');
    expect(second.body.requestId).toBe(first.body.requestId);

    await user.click(screen.getByRole('button', { name: 'Send another form' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Company' }).value).toBe('');
  });

  it('shows the server refusal of a file under its field', async () => {
    api.mockRejectedValueOnce(
      new ApiError(400, {
        code: 'validation_failed',
        message: 'The request is not valid.',
        details: [{ in: 'body', path: ['photos'], message: 'type', reason: 'fileType' }],
      }),
    );
    const user = userEvent.setup();
    render(withTranslations(PAGES, <RetrofitFansPage locale="en" serial="AHU-1" />));
    await fillRetrofit(user);
    await user.click(screen.getByRole('button', { name: 'Ask for an offer' }));
    await waitFor(() =>
      expect(errorOf(fileInput('Photos of the fans and rating plates'))).toBe(
        'Choose files of these types: PDF, JPG, PNG, WEBP, HEIC, MP4, MOV.',
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Form sent error' })).toBeNull();
  });
});
