import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode, countryByTelephoneCode } from '../i18n/countries.ts';
import { SPARE_PART_ENQUIRY_DETAILS } from '../testing/spare-part-enquiry-fixture.ts';
import { type SparePartEnquiryInput, sparePartEnquiryBodySchema } from './spare-part-enquiry.ts';
import {
  base64Length,
  checkPickedImage,
  ENQUIRY_BODY_MAX_BYTES,
  ENQUIRY_IMAGE_MAX_BYTES,
  ENQUIRY_IMAGE_MAX_CHARS,
  parseEnquiryImage,
  parseImageDataUrl,
  SPARE_PART_LIMITS,
  SPARE_PART_TYPES,
  sparePartTypeByCode,
} from './spare-part-enquiry-fields.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'];
const digit = (n: number) => ALPHABET[n & 63] as string;

/** Base64 of bytes; the domain runs without Node's Buffer, so its tests do too. */
function base64(data: Uint8Array): string {
  let out = '';
  for (let i = 0; i < data.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [data[i], data[i + 1], data[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += digit(n >> 18) + digit(n >> 12);
    out += i + 1 < data.length ? digit(n >> 6) : '=';
    out += i + 2 < data.length ? digit(n) : '=';
  }
  return out;
}

// ASCII text as bytes.
const text = (value: string) => base64(Uint8Array.from(value, (char) => char.charCodeAt(0)));

/**
 * A file of exactly `bytes` bytes that starts like a png (or a jpeg), as a data string. After its first 12 bytes
 * it is zeros, whose base64 is written with repeat(): encoding 10 MB byte by byte is slow on a busy machine.
 */
function imageOf(bytes: number, kind: 'png' | 'jpeg' = 'png', declared = `image/${kind}`): string {
  const head = new Uint8Array(12);
  head.set(kind === 'png' ? PNG_SIGNATURE : [0xff, 0xd8, 0xff, 0xe0]);
  const rest = bytes - head.length;
  const tail = ['', 'AA==', 'AAA='][rest % 3] as string;
  return `data:${declared};base64,${base64(head)}${'A'.repeat(Math.floor(rest / 3) * 4)}${tail}`;
}

function validBody(overrides: Partial<Record<keyof SparePartEnquiryInput, unknown>> = {}) {
  return {
    ...SPARE_PART_ENQUIRY_DETAILS,
    requestId: '6f1c2a4e-8b2d-4c3a-9e5f-0a1b2c3d4e5f',
    primaryProductImage: imageOf(64),
    ...overrides,
  };
}

function issuesOf(body: unknown) {
  const result = sparePartEnquiryBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('spare-part types', () => {
  it('are the spec’s 19 types with ids 1 to 19, Other last', () => {
    expect(SPARE_PART_TYPES).toHaveLength(19);
    expect(SPARE_PART_TYPES.map((type) => type.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(SPARE_PART_TYPES.at(-1)?.code).toBe('Other');
    expect(new Set(SPARE_PART_TYPES.map((type) => type.code)).size).toBe(19);
    expect(sparePartTypeByCode('RotaryHE').id).toBe(10);
  });

  it('throws for an unknown code (spec §8)', () => {
    expect(() => sparePartTypeByCode('Gearbox')).toThrow('Unknown spare part type: Gearbox');
  });
});

describe('the spare-part enquiry body', () => {
  it('accepts a complete enquiry and trims its texts', () => {
    const result = sparePartEnquiryBodySchema.parse(validBody({ city: '  Göteborg ' }));
    expect(result.city).toBe('Göteborg');
    expect(result.skipHubspot).toBe(false);
  });

  it('requires the fields the spec marks R', () => {
    const required = [
      'serialNumber',
      'productName',
      'firstName',
      'lastName',
      'companyName',
      'address1',
      'city',
      'postalCode',
      'email',
      'telephone',
    ] as const;
    for (const field of required) {
      expect(issuesOf(validBody({ [field]: '   ' })), field).toEqual([field]);
    }
    expect(issuesOf(validBody({ primaryProductImage: undefined }))).toEqual(['primaryProductImage']);
    expect(issuesOf(validBody({ country: '' }))).toEqual(['country']);
  });

  it('takes each text field at its limit and refuses one character more', () => {
    const longest = {
      serialNumber: SPARE_PART_LIMITS.serialNumber,
      productName: SPARE_PART_LIMITS.productName,
      sparePartSerialNumber: SPARE_PART_LIMITS.sparePartSerialNumber,
      sparePartProductCode: SPARE_PART_LIMITS.sparePartProductCode,
      supportingNotes: SPARE_PART_LIMITS.supportingNotes,
      firstName: SPARE_PART_LIMITS.firstName,
      lastName: SPARE_PART_LIMITS.lastName,
      companyName: SPARE_PART_LIMITS.companyName,
      address1: SPARE_PART_LIMITS.address1,
      address2: SPARE_PART_LIMITS.address2,
      city: SPARE_PART_LIMITS.city,
      postalCode: SPARE_PART_LIMITS.postalCode,
    };
    expect(longest.serialNumber).toBe(30);
    for (const [field, max] of Object.entries(longest)) {
      expect(issuesOf(validBody({ [field]: 'x'.repeat(max) })), `${field} ${max}`).toEqual([]);
      expect(issuesOf(validBody({ [field]: 'x'.repeat(max + 1) })), `${field} ${max + 1}`).toEqual([field]);
    }
    const local = 'a'.repeat(100 - '@nordvent.example'.length);
    expect(issuesOf(validBody({ email: `${local}@nordvent.example` }))).toEqual([]);
    expect(issuesOf(validBody({ email: `${local}a@nordvent.example` }))).toEqual(['email']);
  });

  it('requires sparePartTypeOther only with the type Other, and at most 50 characters', () => {
    expect(issuesOf(validBody({ sparePartType: 'Other' }))).toEqual(['sparePartTypeOther']);
    expect(issuesOf(validBody({ sparePartType: 'Other', sparePartTypeOther: '  ' }))).toEqual([
      'sparePartTypeOther',
    ]);
    expect(issuesOf(validBody({ sparePartType: 'Other', sparePartTypeOther: 'x'.repeat(50) }))).toEqual([]);
    expect(issuesOf(validBody({ sparePartType: 'Other', sparePartTypeOther: 'x'.repeat(51) }))).toEqual([
      'sparePartTypeOther',
    ]);
    expect(issuesOf(validBody({ sparePartType: 'Fan' }))).toEqual([]);
    expect(issuesOf(validBody({ sparePartType: 'Gearbox' }))).toEqual(['sparePartType']);
  });

  it('reports a missing Other text even while the contact step is still empty', () => {
    const paths = issuesOf({ sparePartType: 'Other' });
    expect(paths).toContain('sparePartTypeOther');
    expect(paths).toContain('firstName');
    // As the wizard sends it: the contact fields are empty strings.
    const empty = issuesOf(validBody({ sparePartType: 'Other', firstName: '', telephone: '', city: '' }));
    expect(empty).toEqual(['firstName', 'city', 'telephone', 'sparePartTypeOther']);
  });

  it('checks the telephone against the phone pattern and refuses line breaks in one-line fields', () => {
    expect(issuesOf(validBody({ telephone: '+46 (31) 123-4567' }))).toEqual([]);
    expect(issuesOf(validBody({ telephone: '31 12' }))).toEqual(['telephone']);
    expect(issuesOf(validBody({ telephone: 'call me' }))).toEqual(['telephone']);
    expect(issuesOf(validBody({ telephone: '1'.repeat(31) }))).toEqual(['telephone']);
    expect(issuesOf(validBody({ city: 'Göteborg\r\nBcc: x@y.example' }))).toEqual(['city']);
    expect(issuesOf(validBody({ supportingNotes: 'First line\nsecond line' }))).toEqual([]);
  });

  it('needs both consents, a known country and calling code, a locale and a uuid', () => {
    expect(issuesOf(validBody({ termsAndConditions: false }))).toEqual(['termsAndConditions']);
    expect(issuesOf(validBody({ agreementToContacted: false }))).toEqual(['agreementToContacted']);
    expect(issuesOf(validBody({ country: 'XX' }))).toEqual(['country']);
    expect(issuesOf(validBody({ telephoneCountryCode: '+999999' }))).toEqual(['telephoneCountryCode']);
    expect(issuesOf(validBody({ salesUnit: 'sv-SE-x' }))).toEqual(['salesUnit']);
    expect(issuesOf(validBody({ requestId: 'not-a-uuid' }))).toEqual(['requestId']);
  });
});

describe('enquiry images', () => {
  it('take a png or jpeg of exactly 10 MB and refuse one byte more', () => {
    expect(ENQUIRY_IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
    const atLimit = imageOf(ENQUIRY_IMAGE_MAX_BYTES);
    expect(atLimit.length).toBeLessThanOrEqual(ENQUIRY_IMAGE_MAX_CHARS);
    expect(parseImageDataUrl(atLimit)).toMatchObject({ mime: 'image/png', bytes: ENQUIRY_IMAGE_MAX_BYTES });
    expect(parseImageDataUrl(imageOf(ENQUIRY_IMAGE_MAX_BYTES + 1))).toBe('fileSize');
    expect(
      issuesOf(validBody({ secondaryProductImage: imageOf(ENQUIRY_IMAGE_MAX_BYTES + 1, 'jpeg') })),
    ).toEqual(['secondaryProductImage']);
  });

  it('go by the bytes, not the declared type', () => {
    const notImage = `data:image/png;base64,${text('just some text, not an image')}`;
    expect(parseImageDataUrl(notImage)).toBe('fileType');
    expect(issuesOf(validBody({ primaryProductImage: notImage }))).toEqual(['primaryProductImage']);
    // A jpeg someone named .png is still a jpeg, and is kept as one.
    expect(parseImageDataUrl(imageOf(100, 'jpeg', 'image/png'))).toMatchObject({ mime: 'image/jpeg' });
    expect(parseImageDataUrl('data:image/png;base64,iVBORw0KGgo$$$$')).toBe('fileType');
    expect(parseImageDataUrl('https://example.com/a.png')).toBe('fileType');
  });

  it('take the spec’s { data, mime } form, with the mime checked against the bytes', () => {
    const bare = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);
    const jpeg = { data: bare(imageOf(100, 'jpeg')), mime: 'image/jpeg' };
    expect(issuesOf(validBody({ primaryProductImage: jpeg, secondaryProductImage: jpeg }))).toEqual([]);
    expect(parseEnquiryImage(jpeg)).toMatchObject({ mime: 'image/jpeg', bytes: 100 });
    // A jpeg declared as png, a type the form does not take, and bytes that are no image are refused.
    const mislabelled = { ...jpeg, mime: 'image/png' };
    expect(parseEnquiryImage(mislabelled)).toBe('fileType');
    expect(issuesOf(validBody({ primaryProductImage: mislabelled }))).toEqual(['primaryProductImage']);
    expect(issuesOf(validBody({ primaryProductImage: { ...jpeg, mime: 'image/gif' } }))).toEqual([
      'primaryProductImage',
    ]);
    expect(parseEnquiryImage({ data: text('not an image at all'), mime: 'image/png' })).toBe('fileType');
    // The size limit is the same as for the data string: 10 MB, not one byte more.
    const big = { data: bare(imageOf(ENQUIRY_IMAGE_MAX_BYTES + 1)), mime: 'image/png' };
    const result = sparePartEnquiryBodySchema.safeParse(validBody({ primaryProductImage: big }));
    expect(result.error?.issues.map((issue) => (issue as { params?: unknown }).params)).toContainEqual(
      expect.objectContaining({ reason: 'fileSize' }),
    );
    expect(issuesOf(validBody({ primaryProductImage: { data: jpeg.data } }))).toEqual([
      'primaryProductImage',
    ]);
  });

  it('are refused when picked with the wrong type or size, before they are read', () => {
    expect(checkPickedImage({ type: 'image/png', size: ENQUIRY_IMAGE_MAX_BYTES })).toBeUndefined();
    expect(checkPickedImage({ type: 'image/jpeg', size: ENQUIRY_IMAGE_MAX_BYTES + 1 })).toBe('fileSize');
    expect(checkPickedImage({ type: 'image/gif', size: 10 })).toBe('fileType');
  });

  it('fit the route’s body limit with both images at 10 MB', () => {
    expect(base64Length(3)).toBe(4);
    expect(base64Length(4)).toBe(8);
    expect(ENQUIRY_BODY_MAX_BYTES).toBeGreaterThan(2 * ENQUIRY_IMAGE_MAX_CHARS);
    // And not much more: the limit exists to refuse bodies no valid enquiry can have.
    expect(ENQUIRY_BODY_MAX_BYTES).toBeLessThan(2 * ENQUIRY_IMAGE_MAX_CHARS + 64 * 1024);
  });
});

describe('the country list', () => {
  it('has unique codes, calling codes with a plus and an SVG flag for each', () => {
    expect(new Set(COUNTRIES.map((c) => c.countryCode)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(country.telephoneCode).toMatch(/^\+\d{1,4}$/);
      expect(country.countryFlag.startsWith('data:image/svg+xml,')).toBe(true);
      expect(decodeURIComponent(country.countryFlag)).toContain('viewBox="0 0 30 20"');
    }
  });

  it('covers the shop’s markets and finds countries by code and calling code', () => {
    for (const market of ['SE', 'FI', 'DE', 'AT', 'ES', 'FR', 'BE', 'HU', 'IT', 'NL', 'PL', 'RO', 'TR']) {
      expect(countryByCode(market), market).toBeDefined();
    }
    expect(countryByCode('se')?.telephoneCode).toBe('+46');
    expect(countryByCode('INT')).toBeUndefined();
    expect(countryByTelephoneCode('+358')?.countryCode).toBe('FI');
  });
});
