import type { AfterSalesFormKind } from '@airshop/domain/forms/after-sales/after-sales-forms';
import { fileRulesOf } from './limits.ts';
import { AFTER_SALES_SCHEMAS } from './schemas.ts';

/*
 * Every field of a stored after-sales form as `{ Name, Value }`, in the form's order (ADR 0074's detail, and the
 * back office's mail, ADR 0075). Names are the back office's (`field/<Name>` in submissions.json): the spec's
 * PascalCase, with the fields the other forms share under the names they have there (Address1, TermsAccepted,
 * Language …). Nested service-request data is flattened: a section's size is one value, each kind of row is one
 * value with a line per row. Values stay as sent: codes, ISO dates, `true`/`false`.
 */

export interface NamedField {
  Name: string;
  Value: string;
}

const SHARED_NAMES: Record<string, string> = {
  AddressLine1: 'Address1',
  AddressLine2: 'Address2',
  SalesUnit: 'Language',
  salesUnit: 'Language',
  TermsAndConditionsAcceptance: 'TermsAccepted',
  termsAndConditions: 'TermsAccepted',
  AgreementToBeContacted: 'ContactAgreed',
  agreementToContacted: 'ContactAgreed',
  TermsAndConditionAgreementText: 'TermsText',
  measurePoint: 'MeasurePoints',
};

/** Shown in the telephone number's value, not on their own. */
const CALLING_CODES: Record<string, string> = {
  Telephone: 'TelephoneCountryCode',
  telephone: 'telephoneCountryCode',
};

const pascal = (key: string) => SHARED_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const or = (value: unknown) => text(value) || '–';

type Row = Record<string, unknown>;

function nested(key: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) {
    const rows = value as Row[];
    if (key === 'operatingTime') {
      return [
        [
          'OperatingTime',
          rows
            .map(
              (r) =>
                `${or(r.days)}: ${or(r.from)}–${or(r.to)}${r.airflowPercent ? `, ${r.airflowPercent} %` : ''}`,
            )
            .join('\n'),
        ],
      ];
    }
    return [
      [
        pascal(key),
        rows
          .map((r) => `${or(r.name)}: ${or(r.airflow)} / ${or(r.pressure)} / ${or(r.temperature)}`)
          .join('\n'),
      ],
    ];
  }
  const section = value as Row;
  if (key === 'supply' || key === 'exhaust') {
    const prefix = pascal(key);
    return [
      [`${prefix}Airflow`, text(section.airflow)],
      [`${prefix}Pressure`, text(section.pressure)],
      [`${prefix}Size`, `${or(section.width)} × ${or(section.lenght)} × ${or(section.height)}`],
    ];
  }
  return Object.entries(section).map(([inner, v]) => [pascal(inner), text(v)]);
}

export function afterSalesFields(kind: AfterSalesFormKind, stored: Record<string, unknown>): NamedField[] {
  const files = fileRulesOf(kind);
  const callingCodes = new Set(Object.values(CALLING_CODES));
  const fields: [string, string][] = [];
  for (const key of Object.keys(AFTER_SALES_SCHEMAS[kind].shape)) {
    if (key === 'requestId' || key in files || callingCodes.has(key) || key === 'telephoneCode') continue;
    const value = stored[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') {
      fields.push(...nested(key, value));
    } else if (key in CALLING_CODES) {
      const code = stored[CALLING_CODES[key] as string] ?? stored.telephoneCode;
      fields.push(['Telephone', `${text(code)} ${text(value)}`.trim()]);
    } else {
      fields.push([pascal(key), text(value)]);
    }
  }
  return fields.filter(([, value]) => value.trim() !== '').map(([Name, Value]) => ({ Name, Value }));
}
