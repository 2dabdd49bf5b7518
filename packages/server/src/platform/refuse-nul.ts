import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/*
 * PostgreSQL cannot store U+0000 in text ("invalid byte sequence for encoding UTF8: 0x00"), so a NUL in any
 * string that reaches a query turns a bad request into a 500. No text of the shop has a use for it. Instead of
 * a check in every schema (and every schema added later), one hook per stage refuses it for every route: the
 * path and query once the route is known, the parsed body before validation. 400 `validation_failed` names
 * where the character is, as a schema failure would.
 */

const NUL = '\u0000';

type Where = 'params' | 'querystring' | 'body';

/** The path to the first string (or object key) holding a NUL, or undefined. Iterative: bodies nest deeply. */
export function findNul(value: unknown): (string | number)[] | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, path: [...path, index] });
      });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

function refusal(where: Where, path: (string | number)[]): AppError {
  return new AppError('validation_failed', 'The request is not valid.', [
    { in: where, path: path.map(String), message: 'must not contain the NUL character (U+0000)' },
  ]);
}

/** Registers the hooks on the root instance, so every route of the app (API, media, pages) has them. */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // A decoded NUL can only come from `%00` (or a raw NUL) in the URL: one test keeps the cheapest routes cheap
    // (bench/, floor); only then are the decoded parameters searched, to name the place.
    const url = request.url;
    if (!url.includes('%00') && !url.includes(NUL)) return done();
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
    ] as const) {
      const path = findNul(value);
      if (path) return done(refusal(where, path));
    }
    done(refusal('querystring', []));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const path = request.body === undefined ? undefined : findNul(request.body);
    done(path ? refusal('body', path) : undefined);
  });
}
