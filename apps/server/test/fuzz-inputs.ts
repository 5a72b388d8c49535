import fc from 'fast-check';
import type { RegisteredRoute } from '../src/app-context.ts';

/**
 * Hostile inputs for the route fuzz test (src/route-fuzz.test.ts): random and malformed path
 * params, query strings and bodies, steered by the names and enum values of the OpenAPI document so
 * that many of them reach past the first check to the services and queries.
 */

/** Hand-picked bad values, by kind: each kind is drawn as often as any other. */
export const NASTY_TEXT: Record<string, readonly string[]> = {
  nul: ['\u0000', 'a\u0000b', '%00'],
  numberish: ['NaN', 'Infinity', '-Infinity', '-1', '0', '-0', '1e309', '1e3', '0x1F', '9'.repeat(30), '-9'.repeat(20), '1.5', '１２３', ' 7 '],
  literal: ['', ' ', 'null', 'undefined', 'true', 'false', '[]', '{}', '__proto__', 'constructor', '1,2,3', '{"a":1}'],
  unicode: ['\ud800', '\udfff', '🐱'.repeat(40), 'é\u0301', '\u202e', '\r\n', '\t', '\u3000', '\ufeff'],
  markup: ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', "' or '1'='1", '; drop table users; --', '%', '_', '\\', "'", '"', '%_\\'],
  path: ['../../../etc/passwd', '..\\..\\windows', '/', '//', '.'],
  date: ['2026-02-30', '9999-12-31T99:99:99Z', '-8640000000000001', '8640000000000001', '946656000000', '253402300800000'],
  long: ['x'.repeat(5000), '长'.repeat(3000)],
};

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  ...Object.values(NASTY_TEXT).map((values) => fc.constantFrom(...values)),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, -2.5, 2 ** 31, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, 2 ** 64, 1e21, 1e308, -1e308, Number.MIN_VALUE, -1e-7),
  fc.integer({ min: -(2 ** 31), max: 0 }),
  fc.integer({ min: 1_000_000_000, max: Number.MAX_SAFE_INTEGER }),
  fc.double(),
);

/** What the OpenAPI document says a route takes, keyed `METHOD /fastify/:url`. */
export interface Vocabulary {
  routes: Map<string, { query: string[]; body: string[] }>;
  names: string[];
  enums: string[];
}

function propertyNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

export function vocabularyOf(document: unknown): Vocabulary {
  const routes: Vocabulary['routes'] = new Map();
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const op = operation as { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: unknown }> } };
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const body = propertyNames(op.requestBody?.content?.['application/json']?.schema);
      routes.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, { query, body });
    }
  }
  const names = new Set<string>();
  const enums = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.name === 'string' && typeof record.in === 'string') names.add(record.name);
    propertyNames(record).forEach((key) => names.add(key));
    if (Array.isArray(record.enum)) record.enum.forEach((value) => enums.add(String(value)));
    Object.values(record).forEach(walk);
  };
  walk(document);
  return { routes, names: [...names], enums: [...enums] };
}

/** A key this route reads most of the time, else any known name or a hostile one. */
function keyArbitrary(own: string[], vocabulary: Vocabulary): fc.Arbitrary<string> {
  const known = fc.constantFrom(...vocabulary.names);
  if (own.length === 0) return fc.oneof({ weight: 3, arbitrary: known }, { weight: 1, arbitrary: hostileText });
  return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: known }, { weight: 1, arbitrary: hostileText });
}

/** Values that pass validation (enum values, small numbers, moments), so the other fields' bad values reach the services. */
function plausibleText(vocabulary: Vocabulary): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom(...vocabulary.enums, '1', '2', '10', '100', '-1', '0'), fc.date({ noInvalidDate: true }).map((date) => String(date.getTime())));
}

function jsonArbitrary(own: string[], vocabulary: Vocabulary): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(hostileText, hostileNumber, plausibleText(vocabulary), fc.boolean(), fc.constant(null));
  const { value } = fc.letrec<{ value: unknown; array: unknown[]; object: Record<string, unknown> }>((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 6 }),
    object: fc.dictionary(keyArbitrary(own, vocabulary), tie('value'), { maxKeys: 6 }),
  }));
  return fc.oneof(
    { weight: 6, arbitrary: value },
    { weight: 2, arbitrary: fc.array(fc.oneof(hostileNumber, hostileText), { maxLength: 8 }) },
    { weight: 1, arbitrary: fc.constant(Array.from({ length: 501 }, (_, i) => 1_000_000_000 + i)) },
    { weight: 1, arbitrary: fc.integer({ min: 20, max: 3000 }).map(nested) },
  );
}

function nested(depth: number): unknown {
  let node: unknown = [];
  for (let i = 0; i < depth; i += 1) node = i % 2 ? [node] : { a: node };
  return node;
}

export interface Body {
  contentType?: string;
  payload: string;
}

const BROKEN_JSON = ['{', '{"userId":', '[1,', '{"a":1e999}', 'nul', '\uFEFF{}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '['.repeat(20_000), '"\\ud800"', "{'a':1}"];
const OTHER_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'text/html',
  'application/octet-stream', 'application/json; charset=utf-16', 'application/jsonx', 'APPLICATION/JSON', 'application/json;;', '*/*',
];

function bodyArbitrary(own: string[], vocabulary: Vocabulary): fc.Arbitrary<Body> {
  const json = jsonArbitrary(own, vocabulary);
  const asText = json.map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(
    { weight: 6, arbitrary: asText.map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 2, arbitrary: fc.oneof(hostileText, fc.constantFrom(...BROKEN_JSON)).map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...OTHER_TYPES), fc.oneof(hostileText, asText)).map(([contentType, payload]) => ({ contentType, payload })) },
    { weight: 1, arbitrary: fc.oneof(fc.constant(''), hostileText).map((payload) => ({ payload })) },
  );
}

/** Percent-encodes the UTF-8 bytes (lone surrogates become U+FFFD, as a browser would send them). */
export function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

const joinPairs = (pairs: [string, string][]) => pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');

const RAW_QUERIES = ['%', '%E0%A4%A', 'a[b]=1&a[c]=2', 'page=1&page=2', '&&=&=', `x=${'y'.repeat(10_000)}`, 'sortOrder[]=ascending', '%00=%00'];

function queryArbitrary(own: string[], vocabulary: Vocabulary): fc.Arbitrary<string> {
  const value = fc.oneof({ weight: 3, arbitrary: hostileText }, { weight: 1, arbitrary: hostileNumber.map(String) }, { weight: 3, arbitrary: plausibleText(vocabulary) });
  const pairs = fc.array(fc.tuple(keyArbitrary(own, vocabulary), value), { maxLength: 8 });
  // One bad field alone gets past the others' validation to the service more often.
  const single = fc.tuple(keyArbitrary(own, vocabulary), fc.oneof(hostileText, hostileNumber.map(String))).map((pair) => [pair]);
  return fc.oneof(
    { weight: 6, arbitrary: pairs.map(joinPairs) },
    { weight: 3, arbitrary: single.map(joinPairs) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
}

const RAW_SEGMENTS = ['%', '%E0%A4%A', '%00', '..', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', '%2F', '%5C', ''];
const segmentArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(hostileText, hostileNumber.map(String)).map(encode) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
);

export interface FuzzInput {
  params: string[];
  wildcard: string[];
  query: string;
  body: Body | undefined;
}

export function inputArbitrary(route: RegisteredRoute, vocabulary: Vocabulary): fc.Arbitrary<FuzzInput> {
  const method = route.method === 'HEAD' ? 'GET' : route.method;
  const own = vocabulary.routes.get(`${method} ${route.url}`) ?? { query: [], body: [] };
  const paramCount = (route.url.match(/:\w+/g) ?? []).length;
  const body: fc.Arbitrary<Body | undefined> = method === 'GET' ? fc.constant(undefined) : fc.option(bodyArbitrary(own.body, vocabulary), { nil: undefined, freq: 8 });
  return fc.record({
    params: fc.array(segmentArbitrary, { minLength: paramCount, maxLength: paramCount }),
    wildcard: fc.array(segmentArbitrary, { minLength: 1, maxLength: 4 }),
    query: queryArbitrary(own.query, vocabulary),
    body,
  });
}

export function urlOf(route: RegisteredRoute, input: FuzzInput): string {
  let index = 0;
  const path = route.url.replace(/:\w+/g, () => input.params[index++] ?? '').replace(/\*$/, input.wildcard.join('/'));
  return input.query ? `${path}?${input.query}` : path;
}
