/** Query parameters whose values are secrets: whoever reads them in a log could use them (a reset link's token). */
const SECRET_PARAMETERS = /^(token|password|secret)$/i;

/**
 * The request URL as the access log writes it: the values of secret query parameters are replaced, so a
 * password-reset link from an old mail (`?token=`), or any client that puts a secret in a query, leaves nothing
 * usable in the logs. Reset links carry the token in the fragment, which browsers never send.
 */
export function urlForLog(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const parameters = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape is logged as sent; it cannot name a secret parameter.
      }
      return SECRET_PARAMETERS.test(decoded.trim()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${parameters.join('&')}`;
}
