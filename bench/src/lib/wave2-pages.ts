// The pages of wave 2 at their demo sizes, for product-ssr's signed-in rows (issue 20 point 3): the buyer's
// cart with 50 lines in 3 deliveries, the checkout of that cart, a 200-line project, the search page with its
// facets and a unit's page. Everything is made through the shop's own API as the buyer, so the pages show what a
// buyer who did the same would see.
import pg from 'pg';

export interface Wave2Page {
  name: string;
  path: string;
}

const CART_LINES = 50;
const DELIVERIES = 3;
const PROJECT_LINES = 200;
/** A word many of the 10k products carry, so the page shows its full facets. */
const SEARCH_WORDS = 'fan';

type Caller = (method: string, path: string, body?: unknown) => Promise<unknown>;

function callerFor(serverUrl: string, cookie: string): Caller {
  return async (method, path, body) => {
    const response = await fetch(`${serverUrl}/api/v1/${path}`, {
      method,
      headers: {
        cookie,
        // The shop refuses writes of other sites; the bench's are the shop's own.
        origin: serverUrl,
        'x-lang': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  };
}

/** The buyer's company gets a shipping address, which the checkout page offers. */
async function addShippingAddress(postgresUrl: string, email: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(
      `insert into company_addresses (company_id, address_type, is_editable, name, line1, postal_code, city, country_code)
       select company_id, 'Shipping', false, 'Bench site', 'Benchgatan 1', '111 22', 'Stockholm', 'SE'
       from users where email = $1`,
      [email],
    );
  } finally {
    await client.end();
  }
}

async function aUnitSerial(postgresUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const result = await client.query('select serial_number from units order by serial_number limit 1');
    const serial = result.rows[0]?.serial_number as string | undefined;
    if (!serial) throw new Error('the bench catalogue has no units');
    return serial;
  } finally {
    await client.end();
  }
}

/**
 * Fills the buyer's cart and a new project and answers the pages' paths. `codes` are orderable variant codes;
 * the cart takes the first 50, spread over 3 deliveries, the project the first 200.
 */
export async function prepareWave2Pages(
  serverUrl: string,
  cookie: string,
  postgresUrl: string,
  buyerEmail: string,
  codes: readonly string[],
): Promise<Wave2Page[]> {
  if (codes.length < PROJECT_LINES)
    throw new Error(`${PROJECT_LINES} variant codes needed, ${codes.length} given`);
  const call = callerFor(serverUrl, cookie);
  await addShippingAddress(postgresUrl, buyerEmail);

  for (let delivery = 2; delivery <= DELIVERIES; delivery++)
    await call('POST', 'Carts/Default/Delivery/Create', {});
  const cartLines = codes.slice(0, CART_LINES).map((Code, i) => ({
    Code,
    Quantity: 1 + (i % 3),
    ShipmentNo: 1 + (i % DELIVERIES),
  }));
  const cart = (await call('PUT', 'Carts/Default/Items/Bulk', cartLines)) as {
    Added: number;
    Errors?: unknown;
  };
  if (cart.Added !== CART_LINES) {
    throw new Error(`the cart took ${cart.Added} of ${CART_LINES} lines: ${JSON.stringify(cart.Errors)}`);
  }

  const project = (await call('POST', 'portal/Projects')) as { Id: number };
  const projectLines = codes.slice(0, PROJECT_LINES).map((Code, i) => ({ Code, Quantity: 1 + (i % 5) }));
  const added = (await call('PUT', `portal/Projects/${project.Id}/Items/Bulk`, projectLines)) as {
    Added: number;
    Errors: unknown;
  };
  if (added.Added !== PROJECT_LINES) {
    throw new Error(`the project took ${added.Added} of ${PROJECT_LINES}: ${JSON.stringify(added.Errors)}`);
  }

  const serial = await aUnitSerial(postgresUrl);
  return [
    { name: `cart (${CART_LINES} lines, ${DELIVERIES} deliveries)`, path: '/en/cart' },
    { name: `checkout (${CART_LINES} lines)`, path: '/en/checkout' },
    { name: `project (${PROJECT_LINES} lines)`, path: `/en/projects/detail?projectId=${project.Id}` },
    { name: 'search page with facets', path: `/en/search?q=${SEARCH_WORDS}` },
    { name: 'unit page', path: `/en/after-sales/serial-number/${serial}` },
  ];
}
