import { type Address, parseAddressTypes, USER_ADDRESS_TYPE } from '@airshop/domain/account/addresses';
import type { AddressRow } from './address-queries.ts';

/**
 * The API's Address of a row. A type list the closed set does not know (written to the table by hand) is
 * answered as stored; the shipping marker reads it item by item all the same.
 */
export function toAddress(row: AddressRow): Address {
  const types = parseAddressTypes(row.addressType);
  const items = types ?? row.addressType.split(',').map((item) => item.trim());
  return {
    Id: row.id,
    IsEditable: row.isEditable,
    IsShipping: items.includes(USER_ADDRESS_TYPE),
    AddressType: types ? types.join(',') : row.addressType,
    Name: row.name,
    Line1: row.line1,
    Line2: row.line2,
    PostalCode: row.postalCode,
    City: row.city,
    CountryCode: row.countryCode,
    Phone: row.phone,
  };
}
