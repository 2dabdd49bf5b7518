import { RESET_TOKEN_LIFETIME_SECONDS, RESET_TOKEN_PATTERN } from '@airshop/domain/account/auth';
import { parseCookies } from '@airshop/domain/site/cookies';

/*
 * The e-mailed reset link carries its token in the query, so the page works without script. The page's first
 * request moves it into this cookie and redirects to the bare address: the token then stays out of the address
 * bar, the history, every later log line and every Referer, and the form's post (with or without script) reads it
 * from here. HttpOnly: no script of the page can read it; the path keeps it to the reset pages.
 */
const RESET_TOKEN_COOKIE = 'airshop_reset';

/** The token the reset page was opened with, or '' when there is none. */
export function resetTokenOf(request: Request): string {
  return parseCookies(request.headers.get('cookie'))[RESET_TOKEN_COOKIE] ?? '';
}

/**
 * Set-Cookie that keeps `token` for the page at `request`'s path as long as a reset link works; a token of the
 * wrong shape is not kept (the form then says the link is broken), and one kept before is dropped.
 */
export function keepResetToken(request: Request, token: string): string {
  const url = new URL(request.url);
  // The folder of the page, not the page: the script's posts go to `complete.data`, outside a path of `complete`.
  const path = url.pathname.slice(0, url.pathname.lastIndexOf('/')) || '/';
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  const [value, maxAge] = RESET_TOKEN_PATTERN.test(token) ? [token, RESET_TOKEN_LIFETIME_SECONDS] : ['', 0];
  return `${RESET_TOKEN_COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}
