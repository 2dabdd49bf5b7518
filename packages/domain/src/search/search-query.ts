/*
 * How a typed query becomes what the database matches (ADR 0071): pure, so the rules are tested here and the
 * SQL gets only sanitized text. Nothing of the query reaches tsquery syntax except letters and digits.
 */

/** The words of a query: runs of letters and digits, lower case, at most 12 of them, each at most 60 long. */
export function searchTokens(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, 12).map((word) => word.slice(0, 60));
}

/** A last word shorter than this is matched whole: a prefix of one or two characters matches most words. */
export const PREFIX_MIN_LENGTH = 3;

/**
 * The tsquery text of the tokens: every word must match, the last one also as a prefix, since it may still be
 * being typed (`supply air` → `supply & air:*`), from three characters on (`cx 1` → `cx & 1`). Undefined when
 * there is no word.
 */
export function tsQueryText(tokens: readonly string[]): string | undefined {
  if (tokens.length === 0) return undefined;
  const last = tokens.length - 1;
  return tokens
    .map((token, i) => (i === last && token.length >= PREFIX_MIN_LENGTH ? `${token}:*` : token))
    .join(' & ');
}

/**
 * The key a query is compared with codes and titles by (exact code, LVI number, trigram similarity): trimmed,
 * lower case, inner white space collapsed. Also what search insights group queries by.
 */
export function searchKey(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The pattern of a LIKE prefix match on the key, with LIKE's own characters escaped. */
export function likePrefix(key: string): string {
  return `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
