// checkout (issue 16): p99 of an order submit (POST Carts/{id}/Order/Submit) of a 50-line cart on PostgreSQL,
// against the floor measured in the same run by the same buyers: a trivial authenticated GET (Carts/Default/
// Status). Each of --buyers runs its own loop: fill the emptied cart (Items/Bulk, 50 lines), set the order's
// address, read the Version and TotalNet the page would show — none of that timed — then the timed submit with a
// fresh Idempotency-Key, then a timed floor request. Reports; never fails the build.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pinGenerator } from './lib/cpu.ts';
import { freshDatabase } from './lib/fresh-database.ts';
import { writeResult } from './lib/report.ts';
import { startBenchServer } from './lib/start-server.ts';

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '10' },
    lines: { type: 'string', default: '50' },
    /** Submits per buyer. */
    orders: { type: 'string', default: '20' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'postgres-db': { type: 'string', default: 'airshop_bench_checkout' },
  },
});

interface Account {
  cookie: string;
  addressId: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { count: sorted.length, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)) };
}

pinGenerator();
const databaseUrl = await freshDatabase(values.postgres, values['postgres-db']);
const server = await startBenchServer('bench/src/checkout-server.ts', databaseUrl, {
  DATABASE_POOL_SIZE: '10',
  BENCH_BUYERS: values.buyers,
  BENCH_LINES: values.lines,
});
try {
  const { origin, codes, accounts } = server.ready as unknown as {
    origin: string;
    codes: string[];
    accounts: Account[];
  };
  const submits: number[] = [];
  const floors: number[] = [];
  let errors = 0;

  async function call(account: Account, method: string, path: string, body?: unknown, key?: string) {
    const response = await fetch(`${server.url}/api/v1/${path}`, {
      method,
      headers: {
        origin,
        cookie: account.cookie,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : undefined;
  }

  async function buyerLoop(account: Account, orders: number) {
    const bulk = codes.map((Code) => ({ Code, Quantity: 1 }));
    for (let i = 0; i < orders; i++) {
      try {
        await call(account, 'PUT', 'Carts/Default/Items/Bulk', bulk);
        await call(account, 'PATCH', 'Carts/Default/Order', { ShippingAddressId: account.addressId });
        const cart = (await call(account, 'GET', 'Carts/Default/Checkout')) as {
          Id: string;
          Version: number;
          Items: unknown[];
          Total: { TotalNet: number };
        };
        if (cart.Items.length !== codes.length) throw new Error(`cart has ${cart.Items.length} lines`);
        const start = performance.now();
        await call(
          account,
          'POST',
          `Carts/${cart.Id}/Order/Submit`,
          { Version: cart.Version, TotalNet: cart.Total.TotalNet },
          randomUUID(),
        );
        submits.push(performance.now() - start);
        const floorStart = performance.now();
        await call(account, 'GET', 'Carts/Default/Status/Default/0');
        floors.push(performance.now() - floorStart);
      } catch (error) {
        errors++;
        if (errors <= 3) console.error(String(error));
      }
    }
  }

  // A first order per buyer warms the caches and prepared statements; not counted.
  await Promise.all(accounts.map((account) => buyerLoop(account, 1)));
  submits.length = 0;
  floors.length = 0;
  errors = 0;
  await Promise.all(accounts.map((account) => buyerLoop(account, Number(values.orders))));

  const submit = summary(submits);
  const floor = summary(floors);
  const ratio = submit.p99Ms / floor.p99Ms;
  console.log(
    `checkout: submit of a ${values.lines}-line cart, ${values.buyers} buyers at once on PostgreSQL\n` +
      `  submit: ${submit.count} orders, p50 ${submit.p50Ms} ms, p99 ${submit.p99Ms} ms, errors ${errors}\n` +
      `  floor (authenticated Status GET): p50 ${floor.p50Ms} ms, p99 ${floor.p99Ms} ms\n` +
      `  p99 submit / floor: ${ratio.toFixed(2)}`,
  );
  const file = writeResult('checkout', {
    settings: { buyers: Number(values.buyers), lines: Number(values.lines), orders: Number(values.orders) },
    submit,
    floor,
    errors,
    p99RatioToFloor: Number(ratio.toFixed(2)),
  });
  console.log(`written ${file}`);
} finally {
  await server.stop();
}
