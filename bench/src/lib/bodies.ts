// The fixed answers of the reference servers (bare-server.ts, fastify-reference-server.ts).

/** About 20 KB of catalogue-like JSON: the body of the floor server quality.md describes. */
export function floorBody(): string {
  const items = [];
  for (let i = 0; items.length === 0 || JSON.stringify(items).length < 20_000; i++) {
    items.push({ Code: `KV-${1000 + i}`, Name: `Duct fan ${i}`, Quantity: i % 7, Price: '1234.50' });
  }
  return JSON.stringify({ Items: items });
}

/** Same shape and size as the shop's /api/health body. */
export const SAME_SIZE_BODY = JSON.stringify({
  status: 'ok',
  database: 'ok',
  databaseKind: 'pglite',
  uptimeSeconds: 10,
});
