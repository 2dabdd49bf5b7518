/**
 * The file name of a download from its Content-Disposition header. RFC 6266: the extended `filename*`
 * (UTF-8, percent-encoded) wins over the plain `filename`. Path parts are stripped so a server cannot
 * suggest a directory.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const match = /^([\w-]+)'[^']*'(.*)$/.exec(extended.replace(/^"|"$/g, ''));
    if (match?.[2]) {
      try {
        return baseName(decodeURIComponent(match[2]));
      } catch {
        // Fall through to the plain parameter when the encoding is broken.
      }
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header)?.[1]?.trim();
  if (!plain) return undefined;
  const unquoted = plain.startsWith('"') ? plain.slice(1, -1).replace(/\\(.)/g, '$1') : plain;
  return baseName(unquoted) || undefined;
}

function baseName(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? '';
}

/**
 * A Content-Disposition header for a file the server sends (RFC 6266): `filename` holds an ASCII stand-in,
 * `filename*` the exact UTF-8 name. Path separators, quotes, control characters and characters that file
 * systems refuse are replaced first, so the name can neither inject a header nor suggest a directory.
 */
export function contentDispositionHeader(type: 'inline' | 'attachment', filename: string): string {
  const safe = safeFileName(filename);
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\%"]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Longest file name (characters) safeFileName keeps, extension included. */
export const SAFE_FILE_NAME_MAX = 150;

/**
 * A file name that is safe on every common system and in a header: no path separators, no control characters,
 * none of < > : " | ? *, no leading or trailing dots and spaces, at most SAFE_FILE_NAME_MAX characters (the
 * extension kept), never empty.
 */
export function safeFileName(name: string, fallback = 'file'): string {
  let cleaned = '';
  for (const char of name.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    const unsafe =
      code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0) || '/\\<>:"|?*'.includes(char);
    cleaned += unsafe || code === 0x2028 || code === 0x2029 ? '_' : char;
  }
  cleaned = cleaned.replace(/\s+/g, ' ').replace(/^[\s.]+|[\s.]+$/g, '');
  if (cleaned === '') return fallback;
  const chars = Array.from(cleaned);
  if (chars.length <= SAFE_FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  const stem = Array.from(cleaned.slice(0, cleaned.length - extension.length))
    .slice(0, SAFE_FILE_NAME_MAX - extension.length)
    .join('')
    .replace(/[\s.]+$/, '');
  return `${stem}${extension}`;
}
