import { z } from 'zod';
import { COUNTRY_CODES, TELEPHONE_CODES } from '../../i18n/countries.ts';
import { LOCALES } from '../../i18n/locales.ts';
import {
  emailField,
  mustBeTrue,
  optionalLine,
  requiredLine,
  requiredPhone,
  requiredText,
} from '../text-fields.ts';
import { filesField } from '../uploaded-file.ts';
import { AFTER_SALES_FORMS } from './after-sales-forms.ts';

/*
 * The order-shipment discrepancy report (spec §3 fields, §5 limits): something delivered is missing, damaged or
 * wrong. Field names are the spec's. Country and the calling code are picked from the shop's lists, which fit the
 * spec's 80 and 100 characters.
 */

const FILES = AFTER_SALES_FORMS['discrepancy-report'].files;

export const DISCREPANCY_REPORT_LIMITS = {
  Description: 2000,
  ProductType: 200,
  SerialNumber: 100,
  BuildingProjectName: 100,
  OrderNumberSales: 100,
  CompanyName: 100,
  FGContactEmail: 100,
  Email: 100,
  FirstName: 50,
  LastName: 50,
  Telephone: 100,
  AddressLine1: 250,
  AddressLine2: 250,
  City: 80,
  PostalCode: 20,
  TermsAndConditionAgreementText: 4000,
} as const;
const L = DISCREPANCY_REPORT_LIMITS;

export const discrepancyReportSchema = z
  .object({
    /** Made by the browser once per filled-in form; a resend with the same id is one submission. */
    requestId: z.uuid(),
    Description: requiredText(L.Description),
    IssueDocumentation: filesField(FILES.IssueDocumentation),
    NumberOfUnitsAffected: z.number().int().min(0).max(2_147_483_647),
    IssueIsSafetyRelated: z.boolean(),
    PictureOfUnitLabel: filesField(FILES.PictureOfUnitLabel),
    ProductType: optionalLine(L.ProductType),
    SerialNumber: optionalLine(L.SerialNumber),
    HighVolumeIssue: z.boolean(),
    BuildingProjectName: optionalLine(L.BuildingProjectName),
    OrderNumberSales: requiredLine(L.OrderNumberSales),
    CompanyName: requiredLine(L.CompanyName),
    /** The e-mail of the sender's contact person at the manufacturer. */
    FGContactEmail: emailField(L.FGContactEmail),
    Email: emailField(L.Email),
    FirstName: optionalLine(L.FirstName),
    LastName: optionalLine(L.LastName),
    TelephoneCountryCode: z.enum(TELEPHONE_CODES),
    Telephone: requiredPhone(L.Telephone),
    AddressLine1: requiredLine(L.AddressLine1),
    AddressLine2: optionalLine(L.AddressLine2),
    City: requiredLine(L.City),
    PostalCode: requiredLine(L.PostalCode),
    /** ISO 3166-1 alpha-2 code of the shop's country list. */
    Country: z.enum(COUNTRY_CODES),
    /** The terms text the sender saw and accepted, kept with the report. */
    TermsAndConditionAgreementText: z.string().trim().max(L.TermsAndConditionAgreementText),
    TermsAndConditionsAcceptance: mustBeTrue('terms'),
    AgreementToBeContacted: mustBeTrue('agreement'),
    /** The locale of the page: the confirmation mail is written in it. */
    SalesUnit: z.enum(LOCALES),
  })
  .meta({ id: 'DiscrepancyReportForm' });

export type DiscrepancyReport = z.infer<typeof discrepancyReportSchema>;
export type DiscrepancyReportInput = z.input<typeof discrepancyReportSchema>;
