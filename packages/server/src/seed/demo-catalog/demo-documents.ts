import { localizedText } from '@airshop/domain/i18n/localized-text';
import type { DocumentCategory } from '../../db/schema.ts';
import { MANUFACTURER } from './families.ts';
import { A4, type PdfOp, writePdf } from './pdf-writer.ts';
import type { PlannedProduct } from './plan.ts';
import { Prng } from './prng.ts';

/*
 * The documents of a demo product: datasheets (English and a local language), an installation manual, a
 * declaration of conformity and a brochure; some products also keep a retired earlier datasheet.
 */

export type DocKind = 'datasheet' | 'manual' | 'declaration' | 'brochure';

const CATEGORY: Record<DocKind, DocumentCategory> = {
  datasheet: { type: 'Datasheet', typeKey: 'datasheet', supertype: 'Technical documentation', order: 1 },
  manual: {
    type: 'Installation manual',
    typeKey: 'manual',
    supertype: 'Installation and maintenance',
    order: 2,
  },
  declaration: {
    type: 'Declaration of conformity',
    typeKey: 'declaration',
    supertype: 'Certificates',
    order: 3,
  },
  brochure: { type: 'Brochure', typeKey: 'brochure', supertype: 'Marketing', order: 4 },
};

const TITLES: Record<DocKind, Record<string, string>> = {
  datasheet: {
    en: 'Datasheet',
    sv: 'Produktblad',
    de: 'Datenblatt',
    fi: 'Tuotekortti',
    fr: 'Fiche technique',
  },
  manual: {
    en: 'Installation and maintenance manual',
    sv: 'Installations- och skötselanvisning',
    de: 'Montage- und Wartungsanleitung',
    fi: 'Asennus- ja huolto-ohje',
    fr: "Notice d'installation et d'entretien",
  },
  declaration: {
    en: 'EU declaration of conformity',
    sv: 'EU-försäkran om överensstämmelse',
    de: 'EU-Konformitätserklärung',
    fi: 'EU-vaatimustenmukaisuusvakuutus',
    fr: 'Déclaration UE de conformité',
  },
  brochure: {
    en: 'Product brochure',
    sv: 'Produktbroschyr',
    de: 'Produktbroschüre',
    fi: 'Esite',
    fr: 'Brochure produit',
  },
};

const BODY: Record<string, string> = {
  en: 'This document describes the product, its variants and their technical data. Keep it with the unit.',
  sv: 'Detta dokument beskriver produkten, dess varianter och tekniska data. Förvara det med aggregatet.',
  de: 'Dieses Dokument beschreibt das Produkt, seine Varianten und deren technische Daten. Beim Gerät aufbewahren.',
  fi: 'Tämä asiakirja kuvaa tuotteen, sen versiot ja niiden tekniset tiedot. Säilytä koneen luona.',
  fr: "Ce document décrit le produit, ses variantes et leurs caractéristiques techniques. À conserver avec l'appareil.",
};

export const LOCAL_LANGUAGES = ['sv', 'de', 'fi', 'fr'] as const;

export interface DemoDocument {
  id: string;
  number: string;
  name: string;
  categories: DocumentCategory[];
  languages: string[];
  status: string;
  retired: boolean;
  date: string;
  file: string;
  kind: DocKind;
}

/** What a document file is about: one product, or the whole series when files are shared at scale. */
export interface PdfSubject {
  title: string;
  productName: string;
  number: string;
  language: string;
  date: string;
  rows: string[][];
  headers: string[];
}

export function renderDocumentPdf(subject: PdfSubject, kind: DocKind): Buffer {
  const ops: PdfOp[] = [
    { kind: 'rect', x: 0, y: A4.height - 90, w: A4.width, h: 90, color: [0.043, 0.431, 0.498] },
    { kind: 'text', x: 40, y: A4.height - 45, size: 20, bold: true, text: MANUFACTURER, color: [1, 1, 1] },
    { kind: 'text', x: 40, y: A4.height - 70, size: 11, text: subject.title, color: [1, 1, 1] },
    { kind: 'text', x: 40, y: A4.height - 140, size: 24, bold: true, text: subject.productName },
    {
      kind: 'text',
      x: 40,
      y: A4.height - 165,
      size: 10,
      text: `${subject.number}  ·  ${subject.language.toUpperCase()}  ·  ${subject.date}`,
    },
    {
      kind: 'text',
      x: 40,
      y: A4.height - 200,
      size: 11,
      text: BODY[subject.language] ?? (BODY.en as string),
    },
  ];
  let y = A4.height - 250;
  const colX = [40, 170, 250, 340, 430];
  subject.headers.forEach((h, i) => {
    ops.push({ kind: 'text', x: colX[i] ?? 40 + i * 90, y, size: 10, bold: true, text: h });
  });
  ops.push({
    kind: 'line',
    x1: 40,
    y1: y - 6,
    x2: A4.width - 40,
    y2: y - 6,
    color: [0.2, 0.2, 0.2],
    width: 1,
  });
  for (const row of subject.rows.slice(0, 30)) {
    y -= 18;
    row.forEach((cell, i) => {
      ops.push({ kind: 'text', x: colX[i] ?? 40 + i * 90, y, size: 9, text: cell });
    });
    ops.push({ kind: 'line', x1: 40, y1: y - 5, x2: A4.width - 40, y2: y - 5 });
  }
  if (kind === 'declaration') {
    y -= 40;
    ops.push({
      kind: 'text',
      x: 40,
      y,
      size: 10,
      text: 'Directives: 2006/42/EC (machinery), 2014/30/EU (EMC), 2009/125/EC (ecodesign).',
    });
  }
  ops.push({
    kind: 'text',
    x: 40,
    y: 40,
    size: 8,
    text: `${MANUFACTURER} · demo document, not a real product`,
    color: [0.4, 0.4, 0.4],
  });
  return writePdf([ops], `${subject.title} ${subject.productName}`);
}

/** The document records of one product; `fileFor` names the file each one uses (own or shared). */
export function productDocuments(
  product: PlannedProduct,
  rng: Prng,
  year: number,
  fileFor: (kind: DocKind, language: string) => string,
): DemoDocument[] {
  const local = LOCAL_LANGUAGES[product.index % LOCAL_LANGUAGES.length] as string;
  const date = (y: number, r: Prng) =>
    `${y}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  const base = product.id.toUpperCase();
  const make = (kind: DocKind, languages: string[], retired = false, edition = 2, r = rng): DemoDocument => {
    const title = TITLES[kind];
    const name = `${localizedText({ en: title.en as string, ...title }, languages[0] as string)} ${product.name}${retired ? ' (previous edition)' : ''}`;
    return {
      id: r.uuid(),
      number: `${kind.slice(0, 2).toUpperCase()}-${base}-${languages[0]?.toUpperCase()}-${edition}`,
      name,
      categories: [CATEGORY[kind]],
      languages,
      status: retired
        ? 'Archived'
        : product.index % 17 === 5 && kind === 'datasheet'
          ? 'Preliminary'
          : 'Released',
      retired,
      date: date(retired ? year - r.int(3, 6) : year - r.int(0, 2), r),
      file: fileFor(kind, languages[0] as string),
      kind,
    };
  };
  const docs = [
    make('datasheet', ['en']),
    make('datasheet', [local]),
    make('manual', ['en', 'de', 'sv']),
    make('declaration', ['en', 'de', 'fr']),
    make('brochure', ['en']),
  ];
  if (rng.chance(0.15)) docs.push(make('datasheet', ['en'], true, 1));
  if (product.index % 7 === 0) {
    // Every seventh product also has its datasheet and manual in every local language: more than the 10 rows the
    // product page shows before 'view all'. From a random stream of their own, so every other product's
    // documents, prices and dates stay as they were.
    const own = new Prng(0x5eed + product.index);
    for (const language of LOCAL_LANGUAGES) {
      if (language !== local) docs.push(make('datasheet', [language], false, 2, own));
      docs.push(make('manual', [language], false, 2, own));
    }
  }
  return docs;
}

export function titleOf(kind: DocKind, language: string): string {
  return TITLES[kind][language] ?? (TITLES[kind].en as string);
}
