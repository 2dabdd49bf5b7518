import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../platform/api-client.ts';
import { type EnquiryDefaults, type EnquiryValues, useEnquiryForm } from './use-enquiry-form.ts';

vi.mock('../../../platform/api-client.ts', () => ({ callApi: vi.fn(async () => null) }));
const request = vi.mocked(callApi);

/** The eight bytes every PNG starts with and eight more: enough for the schema's check of the image's type. */
const PNG = `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82))}`;

const FILLED: Partial<EnquiryValues> = {
  serialNumber: 'AHU-2024-0042',
  sparePartType: 'Motor',
  firstName: 'Nora',
  lastName: 'Fischer',
  companyName: 'Lufttechnik GmbH',
  address1: 'Hafenstraße 1',
  postalCode: '20457',
  city: 'Hamburg',
  email: 'nora@lufttechnik.example',
  telephone: '401234567',
  termsAndConditions: true,
  agreementToContacted: true,
};

async function filledIn(defaults: EnquiryDefaults) {
  const { result } = renderHook(() => useEnquiryForm(defaults, (key) => key));
  act(() => {
    for (const [field, value] of Object.entries(FILLED)) {
      result.current.setValue(field as keyof EnquiryValues, value as never);
    }
    result.current.setImage('primaryProductImage', {
      name: 'motor.png',
      size: 16,
      dataUrl: PNG,
      file: new Blob([]),
    });
  });
  await act(async () => {
    expect(await result.current.next()).toBeUndefined();
  });
  return result;
}

beforeEach(() => request.mockClear());

describe('the enquiry wizard’s form', () => {
  it('sends a form the schema accepts, with its values typed from the schema', async () => {
    const result = await filledIn({ productName: 'Unit 40', country: 'DE', locale: 'de', marketId: 'DE' });
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.step).toBe('success');
    expect(result.current.refusedAsWhole).toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]?.body).toMatchObject({
      serialNumber: 'AHU-2024-0042',
      telephoneCountryCode: '+49',
      marketId: 'DE',
    });
  });

  it('says so at the form’s top, and sends nothing, when the schema refuses what no field shows', async () => {
    // A market id the schema does not take: no field of the wizard holds it.
    const result = await filledIn({ productName: 'Unit 40', country: 'DE', locale: 'de', marketId: 'de' });
    await act(async () => {
      expect(await result.current.submit()).toBeUndefined();
    });
    expect(result.current.refusedAsWhole).toBe(true);
    expect(result.current.step).toBe('contact');
    expect(request).not.toHaveBeenCalled();
  });
});
