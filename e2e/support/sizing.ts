/** The parts of GET Catalog/Products/{id}/Sizing that the variant and extras tests read. */
export interface ApiVariant {
  Code: string;
  AttributeValues: string[];
  IsShoppable: boolean;
  IsDiscontinued: boolean;
}

export interface ApiSizing {
  Variants: ApiVariant[];
  DefaultVariantCode: string | null;
  AttributeNames: string[];
  IsSparePartOrAccessory: boolean;
}
