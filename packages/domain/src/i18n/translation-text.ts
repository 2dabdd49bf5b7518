import type { TranslationEntry } from './translations.ts';

/*
 * The pure text helpers of translations, apart from the zod schemas in translations.ts, so the browser
 * shell can use them without bundling zod (about 26 KB gzip of the page-weight budget).
 */

/** The text shown for a key that a page's translations do not hold. */
export function missingKeyText(id: string): string {
  return `Key [${id}] not found`;
}

export type TranslationMap = Record<string, string>;

export function toTranslationMap(entries: readonly TranslationEntry[]): TranslationMap {
  const map: TranslationMap = {};
  for (const e of entries) map[e.Id] = e.Text;
  return map;
}

export type MessageValues = Record<string, string | number>;

/** One part of a parsed text: plain text, a {name} placeholder or an ICU-style plural. */
type Part =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'plural'; name: string; branches: Map<string, Part[]> }
  | { kind: 'count' };

const PLURAL_HEAD = /^\s*(\w+)\s*,\s*plural\s*,/;
const BRANCH_KEY = /^\s*(=\d+|zero|one|two|few|many|other)\s*/;

/** Index of the `}` that closes the `{` at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Parses `{name}` and `{name, plural, =0 {…} one {…} other {…}}`; anything else stays as text. */
function parse(text: string, inPlural: boolean): Part[] {
  const parts: Part[] = [];
  let plain = '';
  const flush = () => {
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '#' && inPlural) {
      flush();
      parts.push({ kind: 'count' });
      continue;
    }
    if (ch !== '{') {
      plain += ch;
      continue;
    }
    const end = closingBrace(text, i);
    if (end < 0) {
      plain += text.slice(i);
      break;
    }
    const inner = text.slice(i + 1, end);
    const simple = /^(\w+)$/.exec(inner)?.[1];
    const plural = PLURAL_HEAD.exec(inner);
    const pluralName = plural?.[1];
    if (simple) {
      flush();
      parts.push({ kind: 'value', name: simple });
    } else if (plural && pluralName) {
      flush();
      parts.push({
        kind: 'plural',
        name: pluralName,
        branches: parseBranches(inner.slice(plural[0].length)),
      });
    } else {
      plain += text.slice(i, end + 1);
    }
    i = end;
  }
  flush();
  return parts;
}

function parseBranches(source: string): Map<string, Part[]> {
  const branches = new Map<string, Part[]>();
  let rest = source;
  for (;;) {
    const key = BRANCH_KEY.exec(rest);
    const category = key?.[1];
    if (!key || !category || rest[key[0].length] !== '{') break;
    const open = key[0].length;
    const end = closingBrace(rest, open);
    if (end < 0) break;
    branches.set(category, parse(rest.slice(open + 1, end), true));
    rest = rest.slice(end + 1);
  }
  return branches;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(map: Map<string, T>, locale: string, make: (tag: string) => T): T {
  let value = map.get(locale);
  if (!value) {
    // The shop's nl-BL is Intl's nl-BE (see intlTag in locales.ts, not imported: the shell stays small).
    const tag = locale === 'nl-BL' ? 'nl-BE' : locale;
    value = make(tag);
    map.set(locale, value);
  }
  return value;
}

function render(parts: Part[], values: MessageValues, locale: string, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') out += part.text;
    else if (part.kind === 'count')
      out +=
        count === undefined
          ? '#'
          : cached(numberFormats, locale, (t) => new Intl.NumberFormat(t)).format(count);
    else if (part.kind === 'value') out += part.name in values ? String(values[part.name]) : `{${part.name}}`;
    else {
      const n = Number(values[part.name]);
      if (!(part.name in values) || !Number.isFinite(n)) {
        out += `{${part.name}}`;
        continue;
      }
      const category = cached(pluralRules, locale, (t) => new Intl.PluralRules(t)).select(n);
      const branch = part.branches.get(`=${n}`) ?? part.branches.get(category) ?? part.branches.get('other');
      if (branch) out += render(branch, values, locale, n);
    }
  }
  return out;
}

/**
 * The one message format of every text the shop shows: `{name}` placeholders (unknown ones stay as they
 * are) and ICU-style plurals, `{count, plural, =0 {no lines} one {# line} other {# lines}}`, chosen by the
 * locale's Intl.PluralRules; `#` is the number formatted for the locale.
 */
export function formatMessage(text: string, values: MessageValues = {}, locale = 'en'): string {
  if (!text.includes('{')) return text;
  return render(parsedText(text), values, locale);
}

/**
 * Texts come from a finite set (the translations), each shown many times: a product page formats hundreds,
 * the same few again and again. Parsing each once saves a tenth of the page's render; the bound keeps a run of
 * unusual texts from growing it without end.
 */
const parsedTexts = new Map<string, Part[]>();
function parsedText(text: string): Part[] {
  let parts = parsedTexts.get(text);
  if (!parts) {
    parts = parse(text, false);
    if (parsedTexts.size >= 5000) parsedTexts.clear();
    parsedTexts.set(text, parts);
  }
  return parts;
}

/** The plural categories (and `=n` cases) each plural of a text offers, by placeholder name; for checks. */
export function pluralBranches(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (part.kind !== 'plural') continue;
      found.set(part.name, [...part.branches.keys()]);
      for (const branch of part.branches.values()) walk(branch);
    }
  };
  walk(parse(text, false));
  return found;
}
