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
