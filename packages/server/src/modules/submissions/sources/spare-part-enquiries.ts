import { SPARE_PART_TYPES } from '@airshop/domain/forms/spare-part-enquiry-fields';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sparePartEnquiries, sparePartEnquiryImages } from '../../../db/schema.ts';
import type { SourceFile, SubmissionSourceReader } from '../source.ts';

/** Spare-part enquiries of the product pages (ADR 0026, 0040) with their one or two photos. */
export const sparePartEnquirySource: SubmissionSourceReader = {
  source: 'spare-part-enquiry',
  kinds: ['spare-part-enquiry'],
  summaries: () => sql`
    select e.id, 'spare-part-enquiry'::text as kind, e.created_at, e.market_id,
      e.first_name || ' ' || e.last_name as name, e.email, e.company_name, e.serial_number, null::text as reference,
      (select count(*)::int from ${sparePartEnquiryImages} i where i.enquiry_id = e.id) as file_count
    from ${sparePartEnquiries} e`,

  async fields(db: Db, id: string) {
    const [row] = await db.select().from(sparePartEnquiries).where(eq(sparePartEnquiries.id, id));
    if (!row) return undefined;
    const fields: [string, string | number | boolean | null][] = [
      ['SerialNumber', row.serialNumber],
      ['ProductName', row.productName],
      // The payload's code (Motor, RotaryHE …), as the back office's mail names it.
      [
        'SparePartType',
        SPARE_PART_TYPES.find((type) => type.id === row.sparePartTypeId)?.code ?? row.sparePartTypeId,
      ],
      ['SparePartTypeOther', row.sparePartTypeOther],
      ['SparePartSerialNumber', row.sparePartSerialNumber],
      ['SparePartProductCode', row.sparePartProductCode],
      ['SupportingNotes', row.supportingNotes],
      ['FirstName', row.firstName],
      ['LastName', row.lastName],
      ['CompanyName', row.companyName],
      ['Address1', row.address1],
      ['Address2', row.address2],
      ['City', row.city],
      ['PostalCode', row.postalCode],
      ['Country', row.country],
      ['Email', row.email],
      ['Telephone', `${row.telephoneCountryCode} ${row.telephone}`],
      ['Language', row.locale],
      ['Market', row.marketId],
      ['TermsAccepted', row.termsAccepted],
      ['ContactAgreed', row.contactAgreed],
    ];
    return fields
      .filter(([, value]) => value !== null && value !== '')
      .map(([Name, value]) => ({ Name, Value: String(value) }));
  },

  async files(db: Db, id: string): Promise<SourceFile[]> {
    const rows = await db
      .select()
      .from(sparePartEnquiryImages)
      .where(eq(sparePartEnquiryImages.enquiryId, id))
      .orderBy(sparePartEnquiryImages.slot);
    return rows.map((row) => ({
      id: row.slot,
      // The stored name (`<slot>.<ext>`) after the enquiry's serial, so downloads of several enquiries differ.
      name: row.storageKey.slice(row.storageKey.lastIndexOf('/') + 1),
      contentType: row.contentType,
      size: row.size,
      storageKey: row.storageKey,
    }));
  },
};
