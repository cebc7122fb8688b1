import { menuLeaves } from '@toko/shared';

/** The part of an OpenAPI 3.1 document the page reads (the server's /api/openapi.json). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  contentMediaType?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface OperationAccess {
  public?: true;
  signedIn?: true;
  ownerOnly?: boolean;
  menu?: string[];
  alsoMenu?: string[];
}

export interface Operation {
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>;
  'x-akses'?: OperationAccess;
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One call of the API, as the page lists it. */
export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  area: string;
  operation: Operation;
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The calls grouped by area (the tag the server gives each), areas and paths in alphabetical
 * order; `search` keeps the calls whose method, path, area or menu holds every word of it.
 */
export function operationsByArea(document: ApiDocument, search = ''): [string, ApiOperation[]][] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const areas = new Map<string, ApiOperation[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const area = operation.tags?.[0] ?? 'api';
      const haystack = [method, path, area, ...(operation['x-akses']?.menu ?? [])].join(' ').toLowerCase();
      if (!words.every((word) => haystack.includes(word))) continue;
      const list = areas.get(area) ?? [];
      list.push({ id: `${method} ${path}`, method, path, area, operation });
      areas.set(area, list);
    }
  }
  const byPath = (a: ApiOperation, b: ApiOperation) =>
    a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method);
  return [...areas.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([area, list]) => [area, list.sort(byPath)]);
}

/** A `$ref` into the document's components, followed; anything else as it is. */
export function resolveSchema(schema: JsonSchema, document: ApiDocument): JsonSchema {
  const name = schema.$ref?.match(/^#\/components\/schemas\/(.+)$/)?.[1];
  if (!name) return schema;
  return document.components?.schemas?.[name] ?? schema;
}

const MENU_TITLES = new Map(menuLeaves().map((leaf) => [leaf.key, leaf.title]));

/** Who may call: in the words of the menu the owner grants on Hak Akses. */
export function accessText(access: OperationAccess | undefined): string {
  if (!access || access.public) return 'Publik, tanpa token';
  if (access.ownerOnly) return 'Pemilik (OWN, SU, MU)';
  if (access.signedIn) return 'Semua pengguna yang sudah masuk';
  const titles = (keys: readonly string[] = []) => keys.map((key) => MENU_TITLES.get(key) ?? key);
  const any = titles(access.menu).join(' atau ');
  const also = titles(access.alsoMenu);
  return also.length > 0 ? `Menu ${any}, dan ${also.join(', ')}` : `Menu ${any}`;
}

/** A schema's type in a few words: `string`, `integer ≥ 0`, `array of object`, `"A" | "B"`. */
export function typeText(schema: JsonSchema, document: ApiDocument): string {
  const resolved = resolveSchema(schema, document);
  if (resolved !== schema && schema.$ref) return schema.$ref.split('/').pop() ?? 'object';
  if (resolved.enum) return resolved.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (resolved.const !== undefined) return JSON.stringify(resolved.const);
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants) return variants.map((variant) => typeText(variant, document)).join(' | ');
  if (resolved.allOf) return resolved.allOf.map((part) => typeText(part, document)).join(' & ');
  const type = Array.isArray(resolved.type) ? resolved.type.join(' | ') : (resolved.type ?? 'any');
  if (type === 'array' && resolved.items) return `array of ${typeText(resolved.items, document)}`;
  const limits = [
    resolved.format,
    resolved.contentMediaType,
    resolved.minimum !== undefined && `≥ ${resolved.minimum}`,
    resolved.maximum !== undefined && `≤ ${resolved.maximum}`,
    resolved.minLength !== undefined && `min ${resolved.minLength}`,
    resolved.maxLength !== undefined && `max ${resolved.maxLength}`,
  ].filter(Boolean);
  return limits.length > 0 ? `${type} (${limits.join(', ')})` : type;
}

/** The object a schema describes, if it is one (directly, or the items of an array of them). */
export function objectOf(schema: JsonSchema, document: ApiDocument): JsonSchema | undefined {
  const resolved = resolveSchema(schema, document);
  if (resolved.properties) return resolved;
  if (resolved.items) return objectOf(resolved.items, document);
  return undefined;
}
