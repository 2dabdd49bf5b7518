import { IMAGE_UPLOAD_MAX_BYTES } from '../site/constants.ts';

/*
 * The spare-part enquiry of the product page (spec §3 "Spare part types", §5 "Spare-part form limits", "Files"),
 * without zod: the wizard renders its fields, limits and type options from here on first view, and loads the
 * schema (spare-part-enquiry.ts) only when someone starts typing (quality.md page weight).
 */

/** The spec's 19 spare-part types: id and the code the payload carries as sparePartType. */
export const SPARE_PART_TYPES = [
  { id: 1, code: 'UniqueComponent' },
  { id: 2, code: 'Motor' },
  { id: 3, code: 'Fan' },
  { id: 4, code: 'Filter' },
  { id: 5, code: 'Damper' },
  { id: 6, code: 'HeatingCoilCA' },
  { id: 7, code: 'HeatingCoilSteel' },
  { id: 8, code: 'CoolingCoilCA' },
  { id: 9, code: 'CoolingCoilSteel' },
  { id: 10, code: 'RotaryHE' },
  { id: 11, code: 'PlateHE' },
  { id: 12, code: 'LiquidCoupledHE' },
  { id: 13, code: 'Cooler' },
  { id: 14, code: 'Humidifier' },
  { id: 15, code: 'Chiller' },
  { id: 16, code: 'Controls' },
  { id: 17, code: 'NormPart' },
  { id: 18, code: 'ValveActuator' },
  { id: 19, code: 'Other' },
] as const;

export type SparePartType = (typeof SPARE_PART_TYPES)[number];
export type SparePartTypeCode = SparePartType['code'];

export const SPARE_PART_TYPE_CODES = SPARE_PART_TYPES.map((type) => type.code) as [
  SparePartTypeCode,
  ...SparePartTypeCode[],
];

/** The last option, Other: it makes sparePartTypeOther required (spec §5). */
export const SPARE_PART_TYPE_OTHER: SparePartTypeCode = 'Other';

/** The type with this code; an unknown code is a programming or data error (spec §8: "an error is thrown"). */
export function sparePartTypeByCode(code: string): SparePartType {
  const type = SPARE_PART_TYPES.find((candidate) => candidate.code === code);
  if (!type) throw new Error(`Unknown spare part type: ${code}`);
  return type;
}

/** Maximum lengths of the spec's spare-part form (§5); the images are limited in bytes below. */
export const SPARE_PART_LIMITS = {
  serialNumber: 30,
  productName: 100,
  sparePartType: 50,
  sparePartTypeOther: 50,
  sparePartSerialNumber: 30,
  sparePartProductCode: 30,
  supportingNotes: 1000,
  firstName: 20,
  lastName: 20,
  companyName: 100,
  address1: 50,
  address2: 50,
  city: 50,
  postalCode: 20,
  country: 50,
  email: 100,
  telephoneCountryCode: 5,
  telephone: 30,
  salesUnit: 6,
} as const;

export type SparePartTextField = keyof typeof SPARE_PART_LIMITS;

/** The text fields a person fills in, by wizard step; required ones are marked in REQUIRED_FIELDS. */
export const PRODUCT_STEP_FIELDS = [
  'serialNumber',
  'productName',
  'sparePartType',
  'sparePartTypeOther',
  'sparePartSerialNumber',
  'sparePartProductCode',
  'supportingNotes',
  'primaryProductImage',
  'secondaryProductImage',
] as const;

export const CONTACT_STEP_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'address1',
  'address2',
  'postalCode',
  'city',
  'country',
  'email',
  'telephoneCountryCode',
  'telephone',
  'termsAndConditions',
  'agreementToContacted',
] as const;

export type EnquiryStepField = (typeof PRODUCT_STEP_FIELDS)[number] | (typeof CONTACT_STEP_FIELDS)[number];

/** Fields marked R in the spec's table (sparePartTypeOther is required only with the type Other). */
export const REQUIRED_FIELDS: ReadonlySet<EnquiryStepField> = new Set<EnquiryStepField>([
  'serialNumber',
  'productName',
  'sparePartType',
  'primaryProductImage',
  'firstName',
  'lastName',
  'companyName',
  'address1',
  'city',
  'postalCode',
  'country',
  'email',
  'telephoneCountryCode',
  'telephone',
  'termsAndConditions',
  'agreementToContacted',
]);

/** Images a dropzone takes (spec §5 "Files": png and jpeg, one per dropzone, at most 10 MB). */
export const ENQUIRY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type EnquiryImageType = (typeof ENQUIRY_IMAGE_TYPES)[number];
export const ENQUIRY_IMAGE_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES;
/** For the file picker's accept attribute; the bytes are still checked, on both sides. */
export const ENQUIRY_IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** Characters of base64 that carry `bytes` bytes (with padding). */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

const DATA_URL_PREFIX = /^data:(image\/[a-z.+-]+);base64,/;
/** `data:image/jpeg;base64,` is the longest prefix an accepted image has. */
const LONGEST_PREFIX = 'data:image/jpeg;base64,'.length;

/** The longest image data string accepted: a 10 MB image with the longest accepted prefix. */
export const ENQUIRY_IMAGE_MAX_CHARS = LONGEST_PREFIX + base64Length(ENQUIRY_IMAGE_MAX_BYTES);

/**
 * The largest request body a valid enquiry can have: two images at their limit, the text fields at their limits
 * with every character JSON-escaped as \uXXXX (6 bytes), and 4 KiB for the names, the requestId, the flags and
 * the JSON punctuation. The route's bodyLimit is this figure, so a larger body is refused before it is read.
 */
export const ENQUIRY_BODY_MAX_BYTES =
  2 * ENQUIRY_IMAGE_MAX_CHARS +
  6 * Object.values(SPARE_PART_LIMITS).reduce((sum, max) => sum + max, 0) +
  4096;

export interface ImageDataUrl {
  /** The type the first bytes show, whatever the data string declared. */
  mime: EnquiryImageType;
  /** The base64 part of the data string. */
  base64: string;
  bytes: number;
}

export type ImageProblem = 'fileType' | 'fileSize';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded length of a base64 string, without decoding it. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * The type a file's first bytes show: the PNG signature or a JPEG start of image (FF D8 FF). A declared mime is
 * only a name the sender chose; these bytes are what an image viewer will look at.
 */
export function sniffImageType(head: Uint8Array): EnquiryImageType | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return undefined;
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The first bytes of a base64 string (16 characters give 12 bytes). Decoded here rather than with atob or
 * Buffer: this module runs in the browser and on the server, and only needs the head of a file.
 */
function headBytes(base64: string): Uint8Array {
  const head = base64.slice(0, 16).replace(/=+$/, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of head) {
    value = (value << 6) | BASE64_ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * Reads an image data string (`data:image/png;base64,…`, as FileReader.readAsDataURL makes it): a png or jpeg by
 * its bytes, at most 10 MB decoded. Answers the problem the form shows otherwise.
 */
export function parseImageDataUrl(value: string): ImageDataUrl | ImageProblem {
  if (!IN_BROWSER) return readImageDataUrl(value);
  // The wizard checks the whole form on every keystroke, with up to two 14-million-character images in it; the
  // last results are kept (a string compared with itself is a pointer check) so typing stays quick. Only in the
  // browser: the server sees each image once and should not hold on to it after the request.
  const known = recentImages.find((entry) => entry.value === value);
  if (known) return known.result;
  const result = readImageDataUrl(value);
  recentImages.unshift({ value, result });
  recentImages.length = Math.min(recentImages.length, 2);
  return result;
}

const IN_BROWSER = 'document' in globalThis;
const recentImages: { value: string; result: ImageDataUrl | ImageProblem }[] = [];

function readImageDataUrl(value: string): ImageDataUrl | ImageProblem {
  if (value.length > ENQUIRY_IMAGE_MAX_CHARS + 64) return 'fileSize';
  const prefix = DATA_URL_PREFIX.exec(value);
  if (!prefix) return 'fileType';
  const base64 = value.slice(prefix[0].length);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return 'fileType';
  const bytes = decodedLength(base64);
  if (bytes > ENQUIRY_IMAGE_MAX_BYTES) return 'fileSize';
  const mime = base64.length >= 16 ? sniffImageType(headBytes(base64)) : undefined;
  if (!mime) return 'fileType';
  return { mime, base64, bytes };
}

/**
 * The spec's other image form (§3: "data strings, each with data and mime"): `{ data, mime }` with the bare base64
 * in `data`. The declared mime must be png or jpeg and agree with the bytes; an integrator who names a type
 * states it, so a mismatch is refused rather than corrected as the data-URL form is.
 */
export function parseImageObject(value: { data: string; mime: string }): ImageDataUrl | ImageProblem {
  if (!(ENQUIRY_IMAGE_TYPES as readonly string[]).includes(value.mime)) return 'fileType';
  const image = readImageDataUrl(`data:${value.mime};base64,${value.data}`);
  if (typeof image === 'string') return image;
  return image.mime === value.mime ? image : 'fileType';
}

/** Either accepted form of an enquiry image. */
export type EnquiryImageValue = string | { data: string; mime: string };

export function parseEnquiryImage(value: EnquiryImageValue): ImageDataUrl | ImageProblem {
  return typeof value === 'string' ? parseImageDataUrl(value) : parseImageObject(value);
}

/** A file a person picked, before it is read: the picker's own checks, so a wrong file is refused at once. */
export function checkPickedImage(file: { size: number; type: string }): ImageProblem | undefined {
  if (!(ENQUIRY_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > ENQUIRY_IMAGE_MAX_BYTES) return 'fileSize';
  return undefined;
}
