import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/**
 * Validates response bodies against the OpenAPI schemas that `@shopware/api-client` publishes
 * (`api-types/storeApiSchema.json` for /store-api, `adminApiSchema.json` for /api).
 *
 * Relaxations, and only these, are applied to the published schemas:
 * 1. any property may be `null`, even where the schema does not allow null;
 * 2. `extensions` and `customFields` may be an empty array (PHP's empty map);
 * 3. `aggregations` may be an object keyed by aggregation name;
 * 4. `additionalProperties: false` beside an `allOf` and no `properties` of its own is dropped:
 *    JSON Schema cannot see the `allOf` properties from there, so the keyword forbids every
 *    property. The only such place is `Product.calculatedPrices.items`, which real Shopware fills
 *    with full calculated prices (`ProductTierPrices.json`; decision 0009);
 * 5. `routeName` (only `SeoUrl` has one) may also be a route our plugin-style routes register,
 *    `frontend.gipfel.*`: the published enum lists the core routes only, while Shopware stores
 *    any route a plugin registers (recipes: decision 0015).
 */

type JsonObject = Record<string, unknown>;
type Doc = JsonObject & { paths: Record<string, Record<string, JsonObject>>; components: JsonObject };

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function apiTypesDir(): string {
  const require = createRequire(import.meta.url);
  // The package exports only its entry points; its api-types folder sits beside dist/.
  const entry = require.resolve('@shopware/api-client');
  return join(dirname(entry), '..', 'api-types');
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

function relaxProperty(name: string, schema: unknown): unknown {
  let relaxed = schema;
  if (name === 'extensions' || name === 'customFields') relaxed = { anyOf: [relaxed, { type: 'array', maxItems: 0 }] };
  if (name === 'aggregations') relaxed = { anyOf: [relaxed, { type: 'object' }] };
  if (name === 'routeName') relaxed = { anyOf: [relaxed, { type: 'string', pattern: '^frontend\\.gipfel\\.[a-z]+(\\.[a-z]+)*$' }] };
  return { anyOf: [relaxed, { type: 'null' }] };
}

/** Rewrites local refs to absolute ones (`<docId>#/…`) and applies the relaxations to every `properties` map. */
function transform(node: unknown, docId: string): unknown {
  if (Array.isArray(node)) return node.map((item) => transform(item, docId));
  if (!isObject(node)) return node;
  const result: JsonObject = {};
  const allOfOnly = node.additionalProperties === false && Array.isArray(node.allOf) && node.properties === undefined;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples') continue;
    if (key === 'additionalProperties' && allOfOnly) continue;
    // The admin schema uses the PHP-ism `type: "mixed"`, which means "any type".
    if (key === 'type' && typeof value === 'string' && !JSON_TYPES.has(value)) continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) {
      result[key] = `${docId}${value}`;
    } else if (key === 'properties' && isObject(value)) {
      result[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, relaxProperty(name, transform(schema, docId))]),
      );
    } else {
      result[key] = transform(value, docId);
    }
  }
  return result;
}

interface LoadedDoc {
  id: string;
  prefix: string;
  doc: Doc;
  templates: { template: string; pattern: RegExp }[];
}

function templatePattern(template: string): RegExp {
  const escaped = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}$`);
}

let ajv: Ajv2020 | null = null;
let docs: LoadedDoc[] = [];
const compiled = new Map<string, ValidateFunction>();

function setup(): Ajv2020 {
  if (ajv) return ajv;
  const instance = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(instance);
  for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) instance.addFormat(format, true);
  const dir = apiTypesDir();
  docs = [
    { id: 'https://gipfel.local/store-api.json', prefix: '/store-api', file: 'storeApiSchema.json' },
    { id: 'https://gipfel.local/admin-api.json', prefix: '/api', file: 'adminApiSchema.json' },
  ].map(({ id, prefix, file }) => {
    const raw = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Doc;
    const doc = transform(raw, id) as Doc;
    instance.addSchema({ $id: id, components: doc.components }, id);
    const templates = Object.keys(doc.paths)
      .map((template) => ({ template, pattern: templatePattern(template) }))
      // static paths before templated ones, so /country wins over /{id}
      .sort((a, b) => Number(a.template.includes('{')) - Number(b.template.includes('{')));
    return { id, prefix, doc, templates };
  });
  ajv = instance;
  return instance;
}

export interface OperationMatch {
  template: string;
  operation: JsonObject;
  doc: LoadedDoc;
}

export function findOperation(method: string, url: string): OperationMatch | null {
  setup();
  const pathname = new URL(url, 'http://localhost').pathname;
  for (const doc of docs) {
    if (!pathname.startsWith(`${doc.prefix}/`)) continue;
    const path = pathname.slice(doc.prefix.length);
    for (const { template, pattern } of doc.templates) {
      if (!pattern.test(path)) continue;
      const operation = doc.doc.paths[template]?.[method.toLowerCase()];
      if (operation) return { template, operation, doc };
    }
  }
  return null;
}

function responseSchema(match: OperationMatch, status: number): unknown {
  const responses = (match.operation.responses ?? {}) as Record<string, unknown>;
  let response = responses[String(status)] ?? responses.default;
  if (isObject(response) && typeof response.$ref === 'string') {
    const name = response.$ref.split('/').pop() ?? '';
    response = ((match.doc.doc.components.responses ?? {}) as JsonObject)[name];
  }
  if (isObject(response)) {
    const content = response.content as Record<string, { schema?: unknown }> | undefined;
    const schema = content?.['application/json']?.schema;
    if (schema !== undefined) return schema;
  }
  // Errors an operation does not document still have Shopware's error shape.
  if (status >= 400) return { $ref: `${match.doc.id}#/components/schemas/failure` };
  throw new Error(`${match.template}: status ${status} is not documented and has no JSON schema`);
}

export interface SchemaResult {
  valid: boolean;
  operation: string;
  errors: string[];
}

/** Validates one response body against the schema of the operation that serves `method url` with `status`. */
export function validateResponse(method: string, url: string, status: number, body: unknown): SchemaResult {
  const instance = setup();
  const match = findOperation(method, url);
  if (!match) throw new Error(`No operation in the published schemas for ${method.toUpperCase()} ${url}`);
  const key = `${match.doc.id} ${method.toLowerCase()} ${match.template} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = instance.compile(responseSchema(match, status) as object);
    compiled.set(key, validate);
  }
  const valid = validate(body) as boolean;
  const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  return { valid, operation: `${method.toUpperCase()} ${match.template} → ${status}`, errors };
}

/** Throws a readable error when the body does not match; returns the body for chaining. */
export function assertMatchesSchema<T>(method: string, url: string, status: number, body: T): T {
  const result = validateResponse(method, url, status, body);
  if (!result.valid) {
    throw new Error(`Response of ${result.operation} does not match the published schema:\n  ${result.errors.slice(0, 20).join('\n  ')}`);
  }
  return body;
}

/** Compiles the validators of the given operations up front (the context schema takes seconds). */
export function prepareSchemas(operations: readonly (readonly [method: string, url: string])[]): void {
  for (const [method, url] of operations) validateResponse(method, url, 200, null);
}
