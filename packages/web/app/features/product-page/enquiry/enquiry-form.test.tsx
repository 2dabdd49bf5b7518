import type { CustomerContact } from '@airshop/domain/account/addresses';
import type { SparePartEnquiryBody } from '@airshop/domain/forms/spare-part-enquiry';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../platform/api-client.ts';
import { withTranslations } from '../../../testing/with-translations.tsx';
import { EnquiryForm } from './enquiry-form.tsx';
import { type EnquiryDefaults, loadEnquirySchema } from './use-enquiry-form.ts';

vi.mock('../../../platform/api-client.ts', () => ({ callApi: vi.fn() }));
const api = vi.mocked(callApi);

afterEach(cleanup);
// The schema is loaded on the form's first focus, as on the page; loaded once here, so no test's waits include it.
beforeAll(async () => {
  await loadEnquirySchema();
});
beforeEach(() => api.mockReset());

/** The eight bytes every PNG starts with and eight more: enough for the schema's check of the image's type. */
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];
const png = (name: string) => new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });

const GERMANY: EnquiryDefaults = { productName: 'Unit 40', country: 'DE', locale: 'de', marketId: 'DE' };

function renderForm(defaults = GERMANY, mayPrefill = false) {
  // The send is under way until the test ends, as a real one is while its photos go up.
  const onSend = vi.fn((_body: SparePartEnquiryBody) => new Promise<void>(() => undefined));
  render(
    withTranslations(
      ['productPage', 'validation', 'account'],
      <EnquiryForm
        defaults={defaults}
        locale="en"
        mayPrefill={mayPrefill}
        focusOnMount={false}
        onSend={onSend}
      />,
    ),
  );
  return { onSend, user: userEvent.setup() };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function fillProductStep(user: UserEvent) {
  await user.type(box('Serial number of the unit'), 'AHU-2024-0042');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of spare part' }), 'Motor');
  const [primary] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
  await user.upload(primary as HTMLInputElement, png('motor.png'));
  await screen.findByRole('button', { name: 'Remove motor.png' });
}

async function fillContactStep(user: UserEvent) {
  for (const [name, value] of [
    ['First name', 'Nora'],
    ['Last name', 'Fischer'],
    ['Company', 'Lufttechnik GmbH'],
    ['Street address', 'Hafenstraße 1'],
    ['Postal code', '20457'],
    ['City', 'Hamburg'],
    ['Email address', 'nora@lufttechnik.example'],
    ['Phone number', '40 1234567'],
  ] as const) {
    // Pasted: one change per field rather than one a character keeps the test quick.
    await user.click(box(name));
    await user.paste(value);
  }
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /contacted about this enquiry/ }));
}

// Each test fills in a form of twenty fields, checked by the schema at every change: slow on a busy machine.
describe('the enquiry wizard on the form module', { timeout: 20_000 }, () => {
  it('checks only the product step on Next, says what is missing there and lands on the first error', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const serial = box('Serial number of the unit');
    await waitFor(() => expect(document.activeElement).toBe(serial));
    expect(descriptionOf(serial)).toContain('field is required');
    // Serial number, type and the photo: the three required fields of the step, and nothing of step 2.
    expect(screen.getAllByText('field is required')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: /Product details/ })).toBeTruthy();
  });

  it('goes on to the contact step with its heading focused, and back with what was given kept', async () => {
    const { user } = renderForm();
    await fillProductStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const contact = await screen.findByRole('heading', { name: /Contact details/ });
    await waitFor(() => expect(document.activeElement).toBe(contact));
    expect(screen.queryByText('field is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((box('Serial number of the unit') as HTMLInputElement).value).toBe('AHU-2024-0042');
    expect(screen.getByRole('button', { name: 'Remove motor.png' })).toBeTruthy();
  });

  it('refuses a picked file that is not an image on its field, before anything is touched', async () => {
    const { user } = renderForm();
    const [, secondary] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(
      secondary as HTMLInputElement,
      new File(['not a picture at all'], 'notes.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Choose a PNG or JPEG image.')).toBeTruthy();
  });

  it('lets the country set the calling code until one is picked', async () => {
    const { user } = renderForm();
    await fillProductStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const country = await screen.findByRole('combobox', { name: 'Country' });
    const code = screen.getByRole('combobox', { name: 'Country calling code' }) as HTMLSelectElement;
    expect(code.value).toBe('+49');
    await user.selectOptions(country, 'SE');
    expect(code.value).toBe('+46');
    await user.selectOptions(code, '+358');
    await user.selectOptions(country, 'NO');
    expect(code.value).toBe('+358');
  });

  it('sends the body the schema accepted once, with its request id, and refuses a second submit meanwhile', async () => {
    const { user, onSend } = renderForm();
    await fillProductStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Contact details/ });
    await fillContactStep(user);
    const submit = screen.getByRole('button', { name: 'Send enquiry' });
    await user.dblClick(submit);
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(submit);
    expect(onSend).toHaveBeenCalledTimes(1);
    const body = onSend.mock.calls[0]?.[0];
    expect(body).toMatchObject({
      serialNumber: 'AHU-2024-0042',
      sparePartType: 'Motor',
      telephoneCountryCode: '+49',
      telephone: '40 1234567',
      marketId: 'DE',
      salesUnit: 'de',
      termsAndConditions: true,
    });
    expect(body?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body?.primaryProductImage).toMatch(/^data:image\/png;base64,/);
  });

  it('says so at the form’s top, and sends nothing, when the schema refuses what no field shows', async () => {
    // A market id the schema does not take: no field of the wizard holds it.
    const { user, onSend } = renderForm({ ...GERMANY, marketId: 'de' });
    await fillProductStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Contact details/ });
    await fillContactStep(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some details were not accepted. Check the form and try again.',
    );
    expect(onSend).not.toHaveBeenCalled();
  });

  it('fills the empty contact fields from a signed-in buyer’s details and keeps what was typed', async () => {
    const buyer: CustomerContact = {
      FirstName: 'Karin',
      LastName: 'Lindqvist',
      Name: 'Karin Lindqvist',
      Email: 'buyer@nordvent.example',
      Phone: '+46 8 123 4567',
      CompanyName: 'Nordvent Installation AB',
      CustomerNumber: null,
      Addresses: [],
    };
    // callApi is typed by the route it is called with; this test answers the contact's route only.
    api.mockResolvedValue(buyer as never);
    const { user } = renderForm({ ...GERMANY, country: '' }, true);
    await fillProductStep(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect((box('First name') as HTMLInputElement).value).toBe('Karin'));
    expect((box('Phone number') as HTMLInputElement).value).toBe('8 123 4567');
    expect((screen.getByRole('combobox', { name: 'Country calling code' }) as HTMLSelectElement).value).toBe(
      '+46',
    );
    expect(api).toHaveBeenCalledTimes(1);
  });
});
