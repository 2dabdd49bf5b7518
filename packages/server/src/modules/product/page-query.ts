import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import type { Db } from '../../db/client.ts';
import type {
  Faq,
  Feature,
  ImageRef,
  NextSteps,
  ProductKind,
  ProductNotification,
  RelatedPage,
  VideoRef,
} from '../../db/schema/catalog.ts';
import type { DocumentCategory } from '../../db/schema/documents.ts';
import { runStatement, type Statement } from './sql-parts.ts';

/** The products row as to_json() writes it (column names). */
export interface ProductJson {
  id: string;
  route_path: string;
  kind: ProductKind;
  name: LocalizedText;
  intro: LocalizedText | null;
  description: LocalizedText | null;
  benefits: LocalizedText[];
  unique_selling_point: LocalizedText | null;
  fast_facts: LocalizedText[];
  icons: ImageRef[];
  notifications: ProductNotification[];
  images: ImageRef[];
  logos: ImageRef[];
  videos: VideoRef[];
  features: Feature[];
  related_pages: RelatedPage[];
  faqs: Faq[];
  next_steps: NextSteps | null;
  main_document_id: string | null;
  additional_main_document_text: LocalizedText | null;
  selection_tool_url: string | null;
  bim_file_url: string | null;
  customisable_button_text: LocalizedText | null;
  customisable_button_url: string | null;
  hubspot_script: string | null;
  hubspot_title: LocalizedText | null;
  is_shoppable: boolean;
  is_discontinued: boolean;
  is_enquiry_form_visible: boolean;
  are_extras_open_by_default: boolean;
  has_accessories: boolean;
  has_spare_parts: boolean;
  has_filters: boolean;
  has_warranties: boolean;
}

export interface DocumentJson {
  id: string;
  name: string;
  number: string;
  categories: DocumentCategory[];
  languages: string[];
  status: string;
  retired: boolean;
  date: string;
}

export interface RelatedJson {
  id: string;
  name: LocalizedText;
  intro: LocalizedText | null;
  image: ImageRef | null;
  route_path: string;
  catalog_segment: string;
}

export interface ProductPageJson {
  product: ProductJson;
  catalog_segment: string;
  /** Categories from the top down to the product's own. */
  trail: { name: LocalizedText; path: string }[];
  /** The product's documents, then those of its variants, each once. */
  documents: DocumentJson[] | null;
  related: RelatedJson[] | null;
}

const PAGE: Statement = {
  name: 'product_page',
  text: `select json_build_object(
      'product', to_json(p),
      'catalog_segment', c.route_segment,
      'trail', (
        with recursive trail as (
          select k.id, k.parent_id, k.name, k.path, 0 as depth from categories k where k.id = p.category_id
          union all
          select k.id, k.parent_id, k.name, k.path, t.depth + 1
          from categories k join trail t on k.id = t.parent_id
        )
        select json_agg(json_build_object('name', t.name, 'path', t.path) order by t.depth desc) from trail t
      ),
      'documents', (
        select json_agg(json_build_object(
            'id', d.id, 'name', d.name, 'number', d.number, 'categories', d.categories,
            'languages', d.languages, 'status', d.status, 'retired', d.retired, 'date', d.date
          ) order by x.grp, x.sort, d.name)
        from (
          select distinct on (u.document_id) u.document_id, u.grp, u.sort from (
            select pd.document_id, 0 as grp, pd.sort_order as sort
              from product_documents pd where pd.product_id = p.id
            union all
            select vd.document_id, 1, vd.sort_order
              from variant_documents vd join variants v on v.id = vd.variant_id where v.product_id = p.id
          ) u order by u.document_id, u.grp, u.sort
        ) x join documents d on d.id = x.document_id
      ),
      'related', (
        select json_agg(json_build_object(
            'id', r.id, 'name', r.name, 'intro', r.intro, 'image', r.images -> 0,
            'route_path', r.route_path, 'catalog_segment', rc.route_segment
          ) order by rp.sort_order, r.id)
        from related_products rp
        join products r on r.id = rp.related_product_id
        join catalogs rc on rc.id = r.catalog_id
        where rp.product_id = p.id
      )
    ) as page
    from products p join catalogs c on c.id = p.catalog_id
    where p.id = $1::text`,
};

/**
 * Everything the product page shows except sizing and extras, in one statement: the product row, its
 * catalogue, category trail, documents and related products. Undefined when there is no such product.
 * Texts come in every language; the caller picks one (the result is cached per language).
 */
export async function findProductPage(db: Db, productId: string): Promise<ProductPageJson | undefined> {
  const rows = await runStatement<{ page: ProductPageJson }>(db, PAGE, [productId]);
  return rows[0]?.page;
}
