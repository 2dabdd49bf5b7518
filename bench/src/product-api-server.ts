// The shop's API for the product-api benchmark (lib/shop-api-server.ts) on the benchmark's catalogue; this
// benchmark measures the API, product-ssr measures pages. BENCH_VIEWER=approved signs in an approved customer
// with the webshop role in the International market once listening; the ready line carries the session cookie
// the load sends, so every request goes through the real session lookup and price-visibility strategy.
import { startShopApi } from './lib/shop-api-server.ts';

const viewer = process.env.BENCH_VIEWER ?? 'anonymous';
const shop = await startShopApi();
const cookie = viewer === 'approved' ? (await shop.signInBuyer()).cookie : null;
console.log(JSON.stringify({ url: shop.address, viewer, cookie, database: shop.database.kind }));
