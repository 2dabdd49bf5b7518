/*
 * Requests that try every operation of the generated OpenAPI document with input it must refuse politely:
 * NUL characters, huge strings, other scripts and emoji, wrong types, bad JSON, a body over the limit. The set is
 * fixed and small (no random seed): the same cases run on every machine, and each one that fails can be sent
 * again by hand. quality.md "Reliability and security": no 5xx, no stack trace.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzCase {
  /** What the case tries, for the failure message. */
  name: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

/** Strings a handler must never choke on; each is used in paths, queries and bodies. */
export const FUZZ_STRINGS: Record<string, string> = {
  nul: 'a\u0000b',
  onlyNul: '\u0000',
  huge: 'x'.repeat(20_000),
  unicode: 'Ünïcødé ✓ 😀 \u202e ﷽',
  loneSurrogate: 'x\ud800y',
  traversal: '../../etc/passwd',
  bigNumber: '-1e309',
  empty: '',
};

/** Already-encoded URL text that decodes to nothing valid: a lone surrogate, an overlong NUL, a bad escape. */
const RAW_URL_STRINGS: Record<string, string> = {
  loneSurrogate: '%ED%A0%80',
  overlongNul: '%C0%80',
  badEscape: '%zz',
};

/** Percent-encodes a string; one that cannot be encoded (a lone surrogate) stands for itself. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): JsonSchema {
  if (!schema || depth > 8) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components?.schemas?.[name], depth + 1);
  }
  return schema;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/**
 * A value the schema probably takes, so that a case changing one field gets past the others and reaches the
 * handler. It need not be valid: a 400 is as good an answer as a 204 here.
 */
export function sampleOf(doc: OpenApiDocument, raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length)
    return sampleOf(
      doc,
      options.find((o) => typeOf(resolve(doc, o)) !== 'null'),
      depth + 1,
    );
  if (schema.allOf?.length) return sampleOf(doc, schema.allOf[0], depth + 1);
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sampleOf(doc, property, depth + 1);
      }
      return value;
    }
    case 'array':
      return [sampleOf(doc, schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return SAMPLE_UUID;
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return 'a';
  }
}

function pathWith(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encode(values[name] ?? '1'));
}

function query(values: Record<string, unknown>): string {
  const parts = Object.entries(values).map(([key, value]) => `${encode(key)}=${encode(String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Every case for every operation of the document. */
export function fuzzCases(doc: OpenApiDocument): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const basePath: Record<string, string> = Object.fromEntries(
        pathParams.map((p) => [p.name, String(sampleOf(doc, p.schema))]),
      );
      const baseQuery: Record<string, unknown> = Object.fromEntries(
        queryParams.map((p) => [p.name, sampleOf(doc, p.schema)]),
      );
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const baseBody = bodySchema ? sampleOf(doc, bodySchema) : undefined;
      const at = (name: string, path: Record<string, string>, q: Record<string, unknown>, body?: string) => {
        const fuzzCase: FuzzCase = {
          name,
          method: method.toUpperCase(),
          url: pathWith(template, path) + query(q),
        };
        if (body !== undefined) {
          fuzzCase.headers = JSON_HEADERS;
          fuzzCase.payload = body;
        } else if (baseBody !== undefined) {
          fuzzCase.headers = JSON_HEADERS;
          fuzzCase.payload = JSON.stringify(baseBody);
        }
        return fuzzCase;
      };
      const label = `${method.toUpperCase()} ${template}`;

      for (const param of pathParams) {
        for (const [kind, value] of Object.entries(FUZZ_STRINGS)) {
          // Fastify answers 404 for a path parameter over 100 characters before any handler runs.
          cases.push(
            at(`${label} path ${param.name}=${kind}`, { ...basePath, [param.name]: value }, baseQuery),
          );
        }
      }
      for (const param of pathParams) {
        for (const [kind, raw] of Object.entries(RAW_URL_STRINGS)) {
          const fuzzCase = at(`${label} path ${param.name}=${kind}`, basePath, baseQuery);
          const marked = pathWith(template, { ...basePath, [param.name]: '__RAW__' });
          cases.push({ ...fuzzCase, url: marked.replace('__RAW__', raw) + query(baseQuery) });
        }
      }
      for (const param of queryParams) {
        for (const [kind, raw] of Object.entries(RAW_URL_STRINGS)) {
          const fuzzCase = at(`${label} query ${param.name}=${kind}`, basePath, baseQuery);
          cases.push({ ...fuzzCase, url: `${pathWith(template, basePath)}?${encode(param.name)}=${raw}` });
        }
        for (const [kind, value] of Object.entries(FUZZ_STRINGS)) {
          cases.push(
            at(`${label} query ${param.name}=${kind}`, basePath, { ...baseQuery, [param.name]: value }),
          );
        }
        // The same name twice arrives as an array.
        const twice = `${pathWith(template, basePath)}${query(baseQuery)}&${encodeURIComponent(param.name)}=2`;
        cases.push({ ...at(`${label} query ${param.name} twice`, basePath, baseQuery), url: twice });
      }
      // A NUL in a query parameter the route does not declare, which no schema would strip or look at.
      cases.push(at(`${label} undeclared query with NUL`, basePath, { ...baseQuery, zz: '\u0000' }));

      if (method === 'get' || method === 'delete') {
        if (!bodySchema) continue;
      }
      const bodyCases: Record<string, string> = {
        badJson: '{"a":',
        notObject: '[1,2,3]',
        jsonNull: 'null',
        jsonString: '"\\u0000"',
        nulKey: '{"\\u0000":1}',
        deepNesting: `${'['.repeat(5000)}${']'.repeat(5000)}`,
        overLimit: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) }),
      };
      for (const [kind, body] of Object.entries(bodyCases))
        cases.push(at(`${label} body ${kind}`, basePath, baseQuery, body));
      if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
        cases.push(at(`${label} body as sampled`, basePath, baseQuery, JSON.stringify(baseBody)));
        for (const key of Object.keys(baseBody)) {
          for (const [kind, value] of Object.entries({
            nul: FUZZ_STRINGS.nul,
            huge: FUZZ_STRINGS.huge,
            number: -1.5e300,
            array: ['\u0000'],
          })) {
            const body = JSON.stringify({ ...baseBody, [key]: value });
            cases.push(at(`${label} body ${key}=${kind}`, basePath, baseQuery, body));
          }
        }
      }
    }
  }
  return cases;
}

/** A response that shows internals: a stack frame, a source file, a database or driver message. */
export const LEAK_PATTERN = /\n\s+at |node_modules|\.ts:\d+|\.js:\d+|invalid byte sequence|drizzle|SQLSTATE/i;
