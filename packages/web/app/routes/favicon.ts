/** Old browsers and crawlers ask for /favicon.ico; the SVG icon serves them all. */
export function loader() {
  return new Response(null, {
    status: 301,
    headers: { location: '/favicon.svg', 'cache-control': 'public, max-age=86400' },
  });
}
