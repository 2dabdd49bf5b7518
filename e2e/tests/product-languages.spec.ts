import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/*
 * Point 22 of issue 13: product pages mixed languages. The demo air-handling unit and a spare part, opened in
 * German, Hungarian and Finnish, show no English sentence in their main content: no text of the page is the
 * same as a text of the English page unless it is only product codes, numbers, units and names.
 */

const LOCALES = ['de', 'hu', 'fi'];
const UNIT = 'products/air-handling-units/rotary/kvistra-rx-100';

/** Names, product codes, numbers and units: the same in every language. */
const NOT_WORDS =
  /\b(Kvistra(?: Air| Care| Cortex)?|Airshop|Modbus|RTU|BACnet\/IP|BACnet|ISO|ePM\d*(?:\.\d)?|[A-Z]{1,4}|\d[\d.,–-]*|mm|m³\/s|kW|bar|V|°C)\b/g;
/** Words that make a text an English sentence rather than a name. */
const ENGLISH = /\b(the|and|of|for|with|to|is|are|your|our|from|up|by|in|on|at|an?|no|all|one)\b/i;

async function mainTexts(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return page.locator('main').evaluate((main) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      // A document's name is one text in the document's own language (the spec's Document.Name): the English
      // manual is rightly named in English on every page, so the documents' names are left out.
      const parent = node.parentElement;
      if (
        text &&
        !parent?.closest('script, style') &&
        !parent?.matches('#documents tbody td:nth-child(2) > span:first-child')
      )
        texts.push(text);
    }
    return texts;
  });
}

function isEnglishSentence(text: string): boolean {
  const words = text.replace(NOT_WORDS, ' ').match(/\p{L}{2,}/gu) ?? [];
  return words.length >= 3 || (words.length >= 2 && ENGLISH.test(text.replace(NOT_WORDS, ' ')));
}

async function sparePartPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/Catalog?path=products/spare-parts', {
    headers: { 'x-lang': 'en' },
  });
  expect(response.status()).toBe(200);
  const first = ((await response.json()) as { Items: { Url: string }[] }).Items[0];
  if (!first) throw new Error('The demo catalogue has no spare part');
  return first.Url.replace(/^\/en\//, '');
}

for (const which of ['unit', 'spare part'] as const) {
  test(`the ${which} page reads no English sentence in German, Hungarian and Finnish`, async ({
    page,
    request,
  }) => {
    const path = which === 'unit' ? UNIT : await sparePartPath(request);
    const english = new Set((await mainTexts(page, `/en/${path}`)).filter(isEnglishSentence));
    expect(english.size).toBeGreaterThan(3);
    for (const locale of LOCALES) {
      const left = (await mainTexts(page, `/${locale}/${path}`)).filter((text) => english.has(text));
      expect(left, `English on /${locale}/${path}`).toEqual([]);
      // A single English word slips through the sentence test above: the type of a related page ("Reference").
      if (which === 'unit') await expect(page.getByText('Reference', { exact: true })).toHaveCount(0);
    }
  });
}
