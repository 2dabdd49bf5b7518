import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { intlTag, isLocale } from '@airshop/domain/i18n/locales';
import { pluralBranches } from '@airshop/domain/i18n/translation-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.ts';
import { loadPageTranslations, syncTranslations } from './service.ts';
import { readTranslationFiles } from './translation-files.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

function fixture(files: Record<string, Record<string, unknown>>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'airshop-translations-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), JSON.stringify(content));
  }
  return dir;
}

describe('translation files', () => {
  it('loads changed files once and skips unchanged ones', async () => {
    const dir = fixture({
      'en/home.json': { 'hero/title': 'Air', 'hero/lead': 'Clean air' },
      'sv/home.json': { 'hero/title': 'Luft' },
    });
    expect(await syncTranslations(database.db, dir)).toEqual({ changed: true, count: 3 });
    expect(await syncTranslations(database.db, dir)).toEqual({ changed: false, count: 3 });
    // Swedish lacks hero/lead: the English text stands in.
    expect(await loadPageTranslations(database.db, 'sv', 'home')).toEqual([
      { Id: 'hero/lead', Text: 'Clean air' },
      { Id: 'hero/title', Text: 'Luft' },
    ]);
  });

  it('refuses unknown locales, unknown pages and non-string texts', () => {
    expect(() => readTranslationFiles(fixture({ 'xx/home.json': {} }))).toThrow(
      /not one of the site's locales/,
    );
    expect(() => readTranslationFiles(fixture({ 'en/nope.json': {} }))).toThrow(
      /not a known translation page/,
    );
    expect(() => readTranslationFiles(fixture({ 'en/home.json': { a: 1 } }))).toThrow(/en\/home.json/);
  });

  it('refuses to load a text that is not a message the shop can show, naming where it is', async () => {
    const good = fixture({ 'en/home.json': { 'hero/title': 'Air {name}' } });
    expect(await syncTranslations(database.db, good)).toEqual({ changed: true, count: 1 });
    const missingOther = fixture({ 'en/home.json': { 'hero/count': '{count, plural, one {# unit}}' } });
    await expect(syncTranslations(database.db, missingOther)).rejects.toThrow(
      /translations\/en home "hero\/count": not a valid ICU message/,
    );
    const select = fixture({ 'sv/home.json': { 'hero/title': '{kind, select, a {A} other {B}}' } });
    await expect(syncTranslations(database.db, select)).rejects.toThrow(
      /translations\/sv home "hero\/title": \{kind, select\} is not supported/,
    );
    // Nothing of the broken files was loaded: the database still holds the good files' load.
    expect(await syncTranslations(database.db, good)).toEqual({ changed: false, count: 1 });
  });

  it('merges the section files of a page and refuses an id defined twice', () => {
    const { rows } = readTranslationFiles(
      fixture({
        'en/productPage.gallery.json': { 'gallery/next': 'Next' },
        'en/productPage.json': { a: 'A' },
      }),
    );
    expect(rows.map((r) => `${r.page}:${r.id}`).sort()).toEqual([
      'productPage:a',
      'productPage:gallery/next',
    ]);
    expect(() =>
      readTranslationFiles(
        fixture({ 'en/productPage.one.json': { a: 'A' }, 'en/productPage.two.json': { a: 'B' } }),
      ),
    ).toThrow(/"a" is defined twice in productPage/);
  });

  it('gives every text that counts something plural forms for the rules of each locale', () => {
    // Texts where a number governs a noun or verb ("1 line", "2 lines"): each must choose its form by count.
    const counted: Record<string, string[]> = {
      'shared:cartWidget/label': ['count'],
      'shared:cartWidget/added': ['quantity'],
      'shared:cartWidget/quantity': ['quantity'],
      'account:fields/newPasswordHint': ['min'],
      'productPage:documents/selectAll': ['count'],
      'productPage:documents/selectedCount': ['count'],
      'productPage:documents/preparingAll': ['count'],
      'productPage:documents/preparingSelection': ['count'],
      'productPage:documents/multiLanguage': ['count'],
      'productPage:documents/viewAll': ['count'],
      'productPage:documents/email/messageHint': ['max'],
      'productPage:documents/email/rateLimited': ['minutes'],
      'productPage:documents/email/tooMany': ['max'],
      'productPage:enquiry/field/supportingNotesHint': ['max'],
      'productPage:summary/showMore': ['count'],
      'productPage:variants/intro': ['count'],
      'productPage:variants/introPart': ['count'],
      'productPage:variants/optionWithCount': ['count'],
      'mail:documents/filesLabel': ['count'],
      'cart:upload/result/added': ['added'],
      'cart:upload/result/partly': ['added', 'refused'],
      'cart:upload/result/none': ['refused'],
      'cart:upload/result/moreRows': ['more'],
      'cart:upload/fileErrors/tooManyRows': ['max'],
      'cart:upload/refused/title': ['count'],
      'cart:delivery/lines': ['count'],
      'cart:delivery/deleteText': ['count'],
      'cart:move/text': ['quantity'],
      'cart:duplicate/text': ['quantity'],
    };
    const problems: string[] = [];
    // The categories whole numbers reach in each locale (Polish: one, few, many), and ICU's required other.
    const neededByLocale = new Map<string, Set<string>>();
    for (const row of readTranslationFiles().rows) {
      if (!isLocale(row.locale)) continue;
      let needed = neededByLocale.get(row.locale);
      if (!needed) {
        const rules = new Intl.PluralRules(intlTag(row.locale));
        needed = new Set(['other']);
        for (let n = 0; n <= 1000; n++) needed.add(rules.select(n));
        neededByLocale.set(row.locale, needed);
      }
      const plurals = pluralBranches(row.text);
      const key = `${row.page}:${row.id}`;
      for (const name of counted[key] ?? []) {
        if (!plurals.has(name)) problems.push(`${row.locale}:${key} has no plural of {${name}}`);
      }
      for (const [name, branches] of plurals) {
        const missing = [...needed].filter((category) => !branches.includes(category));
        if (missing.length > 0) problems.push(`${row.locale}:${key} {${name}} lacks ${missing.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves no English text in another locale, except names that are the same in every language', () => {
    const sameEverywhere = new Set([
      'shared:footer/companyName',
      'uiKit:actions/crumbProduct',
      // No words, only the order of its parts: "{name} ({code}): {reason}" (French adds its space before ':').
      'productPage:commerce/addRefused',
      // The same for a line that "order again" could not add: "{name} ({code}): {reason}".
      'orders:reorder/refusedLine',
      // No words: "{from} – {to}", a promotion code's validity.
      'account:backOffice/promotions/between',
      // "Blog" is the word in most languages (Swedish and Finnish write Blogg and Blogi).
      'content:blog/title',
      'home:entries/blog/title',
      'shared:footer/blog',
      // The LVI number's name, and the note's counter ("12/35"), which has no words.
      'cart:line/lvi',
      'cart:line/noteCounter',
      // Checkout's counters and a line's "5 × FAN-200" have no words either.
      'checkout:details/counter',
      'checkout:summary/line',
      // The project page's LVI number, note counter and "{name} ({code}): {reason}", as the cart's.
      'projects:line/lvi',
      'projects:line/noteCounter',
      'projects:toCart/failedLine',
      // Quick pick's "LVI {lvi}" and the quick-order box's example lines (codes and figures, no words).
      'quickPick:lvi',
      'quickPick:quickOrder/placeholder',
      // A status change in the submission's history: "{status} – {date}, {by}", no words.
      'submissions:detail/historyLine',
    ]);
    // Words that happen to be spelled as in English: Spanish "Error 404", "Finland" in Swedish and Dutch.
    const sameHere = new Set([
      // The search pages: "Status" is the German, Dutch and Swedish word, "Filter" the German and Swedish one,
      // Dutch "Filters" and "Product"; French "Suggestions", "Solution", "Page", "Type" and "Date".
      ...['de', 'de-AT', 'nl', 'nl-BL', 'sv'].flatMap((locale) => [
        `${locale}:search:documents/status`,
        `${locale}:search:facet/status`,
      ]),
      ...['de', 'de-AT', 'sv'].map((locale) => `${locale}:search:productType/filter`),
      ...['nl', 'nl-BL'].flatMap((locale) => [
        `${locale}:search:facet/toggle`,
        `${locale}:search:productType/product`,
      ]),
      ...['fr', 'fr-BE'].flatMap((locale) =>
        ['bar/suggestions', 'kind/solution', 'kind/page', 'documents/type', 'documents/date'].map(
          (id) => `${locale}:search:${id}`,
        ),
      ),
      // The project pages: German "Name", French "Actions", "Notes" and "Note", Dutch "Project", Polish "VAT".
      'de:projects:column/name',
      'de:projects:sort/name',
      'de-AT:projects:column/name',
      'de-AT:projects:sort/name',
      'fr:projects:column/actions',
      'fr:projects:header/notes',
      'fr:projects:line/note',
      'fr-BE:projects:column/actions',
      'fr-BE:projects:header/notes',
      'fr-BE:projects:line/note',
      'nl:projects:detail/title',
      'nl-BL:projects:detail/title',
      'pl:projects:totals/tax',
      'es:shared:notFound/code',
      // Italian uses the English word.
      'it:account:fields/password',
      // German "Name" (an address's name).
      'de:checkout:address/name',
      'de-AT:checkout:address/name',
      'sv:uiKit:form/countries/fi',
      'nl:uiKit:form/countries/fi',
      'nl-BL:uiKit:form/countries/fi',
      // "Code" is the German, French and Dutch word too (a promotion code's column).
      'de:account:backOffice/promotions/code',
      'de-AT:account:backOffice/promotions/code',
      'fr:account:backOffice/promotions/code',
      'fr-BE:account:backOffice/promotions/code',
      'nl:account:backOffice/promotions/code',
      'nl-BL:account:backOffice/promotions/code',
      // Dutch "project" is the English word.
      'nl:shared:projects/defaultName',
      // The project spreadsheet's words: "Code" (German, French, Dutch), French "Note", "Notes", "Description",
      // "Total" and "Stock", Spanish and Romanian "Total" and "Subtotal", Dutch "Project" and "Product", Polish "VAT".
      ...['de', 'de-AT', 'fr', 'fr-BE', 'nl', 'nl-BL'].flatMap((locale) => [
        `${locale}:projects:sheets/upload/header/code`,
        `${locale}:projects:sheets/upload/refused/code`,
      ]),
      ...['fr', 'fr-BE'].flatMap((locale) => [
        `${locale}:projects:sheets/upload/header/note`,
        `${locale}:projects:sheets/export/notes`,
        `${locale}:projects:sheets/export/column/description`,
        `${locale}:projects:sheets/export/column/total`,
        `${locale}:quickPick:column/stock`,
      ]),
      ...['es', 'ro'].flatMap((locale) => [
        `${locale}:projects:sheets/export/column/total`,
        `${locale}:projects:sheets/export/subTotal`,
      ]),
      ...['nl', 'nl-BL'].flatMap((locale) => [
        `${locale}:projects:sheets/export/name`,
        `${locale}:projects:sheets/export/column/title`,
      ]),
      'pl:projects:sheets/export/vat',
      'nl-BL:shared:projects/defaultName',
      // French and Swedish words spelled as in English: Solutions, Solution, Article, Guide, Page.
      'fr:content:solutions/title',
      'fr:content:type/solution',
      'fr:content:type/article',
      'fr:content:type/guide',
      'fr:content:pager/page',
      'fr:home:entries/solutions/title',
      'fr:shared:footer/solutions',
      'fr-BE:content:solutions/title',
      'fr-BE:content:type/solution',
      'fr-BE:content:type/article',
      'fr-BE:content:type/guide',
      'fr-BE:content:pager/page',
      'fr-BE:home:entries/solutions/title',
      'fr-BE:shared:footer/solutions',
      'sv:content:type/guide',
      // “Code” is the German, French and Dutch word too, and “Note” the French one (the upload's columns).
      'de:cart:upload/header/code',
      'de:cart:upload/refused/code',
      'de-AT:cart:upload/header/code',
      'de-AT:cart:upload/refused/code',
      'fr:cart:upload/header/code',
      'fr:cart:upload/refused/code',
      'fr-BE:cart:upload/header/code',
      'fr-BE:cart:upload/refused/code',
      'nl:cart:upload/header/code',
      'nl:cart:upload/refused/code',
      'nl-BL:cart:upload/header/code',
      'nl-BL:cart:upload/refused/code',
      'fr:cart:upload/header/note',
      'fr-BE:cart:upload/header/note',
      // "Code" is the German, French and Dutch word too; "Subtotal" the Spanish and Romanian one; French "Note"
      // and "Promotion".
      ...['de', 'de-AT', 'fr', 'fr-BE', 'nl', 'nl-BL'].map((locale) => `${locale}:cart:line/code`),
      'es:cart:delivery/subtotal',
      'ro:cart:delivery/subtotal',
      'fr:cart:line/note',
      'fr-BE:cart:line/note',
      'fr:cart:totals/promotion',
      'fr-BE:cart:totals/promotion',
      // The unit pages (ADR 0073): Swedish "Order" and "Variant", Dutch "Unit", "Units" and "Product", French
      // "Message", and "E-mail" as French, Italian, Polish and Romanian write it.
      ...['sv:osd:unit/variant', 'sv:osd:unit/order', 'sv:osd:unit/orderLink', 'sv:osd:order/title'],
      ...['nl', 'nl-BL'].flatMap((locale) => [
        `${locale}:osd:unit/title`,
        `${locale}:osd:order/count`,
        `${locale}:osd:order/product`,
      ]),
      ...['fr', 'fr-BE', 'it', 'pl', 'ro'].map((locale) => `${locale}:osd:form/email`),
      'fr:osd:form/message',
      'fr-BE:osd:form/message',
      // The back office's submissions (ADR 0074): "Status" in Swedish, German, Dutch and Polish; Spanish and
      // Italian "No"; "Back office" as the Spanish, Hungarian, Italian, Polish and Romanian back offices say it;
      // "E-mail" (French, Italian, Dutch, Polish, Romanian), French "Date" and "Message", Swedish and Dutch
      // "Variant", Dutch "Product" and "Postcode".
      ...['sv', 'de', 'de-AT', 'nl', 'nl-BL', 'pl'].flatMap((locale) =>
        ['filters/status', 'column/status', 'detail/status'].map((key) => `${locale}:submissions:${key}`),
      ),
      ...['es', 'it'].map((locale) => `${locale}:submissions:value/false`),
      ...['es', 'hu', 'it', 'pl', 'ro'].map((locale) => `${locale}:submissions:value/back-office`),
      ...['fr', 'fr-BE', 'it', 'nl', 'nl-BL', 'pl', 'ro'].map(
        (locale) => `${locale}:submissions:field/Email`,
      ),
      ...['fr', 'fr-BE'].flatMap((locale) => [
        `${locale}:submissions:field/Date`,
        `${locale}:submissions:field/Message`,
      ]),
      ...['sv', 'nl', 'nl-BL'].map((locale) => `${locale}:submissions:field/VariantCode`),
      ...['nl', 'nl-BL'].flatMap((locale) => [
        `${locale}:submissions:field/ProductName`,
        `${locale}:submissions:field/PostalCode`,
      ]),
      // The after-sales forms (ADR 0076): Spanish and Italian "No", "E-mail" as most languages write it.
      ...['es', 'it'].map((locale) => `${locale}:afterSales:form/no`),
      ...['fr', 'fr-BE', 'hu', 'it', 'nl', 'nl-BL', 'pl', 'ro'].map(
        (locale) => `${locale}:afterSales:contact/email`,
      ),
      // The service request and the warranty claim: Spanish and Italian "No", Dutch "Product".
      ...['es', 'it'].map((locale) => `${locale}:afterSales:warrantyClaim/fault/no`),
      ...['nl', 'nl-BL'].map((locale) => `${locale}:afterSales:warrantyClaim/unit/productName`),
    ]);
    const { rows } = readTranslationFiles();
    const english = new Map(rows.filter((r) => r.locale === 'en').map((r) => [`${r.page}:${r.id}`, r.text]));
    const untranslated = rows
      .filter((r) => r.locale !== 'en' && english.get(`${r.page}:${r.id}`) === r.text)
      .map((r) => `${r.locale}:${r.page}:${r.id}`)
      .filter((key) => !sameHere.has(key) && !sameEverywhere.has(key.slice(key.indexOf(':') + 1)));
    expect(untranslated).toEqual([]);
  });
});
