import type { ContactBlock } from '@airshop/domain/sales-contacts';
import { ProductContacts } from './product-contacts.tsx';
import { ServicesBlock } from './services-block.tsx';

/** The sales contacts and the services under them: one block of the page, hydrated together (ADR 0030). */
export function ContactsSection({ block }: { block: ContactBlock }) {
  return (
    <>
      <ProductContacts block={block} />
      <ServicesBlock block={block} />
    </>
  );
}
