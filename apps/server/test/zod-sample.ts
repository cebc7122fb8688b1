import type { z } from 'zod';

/**
 * Builds, from a route's own zod schema, a request part that passes it, and lists
 * every place in it a bad value can be put. The fuzz test of the write routes uses
 * both: one bad value at a time, in an otherwise valid body, so the value reaches the
 * deepest field and is refused for itself.
 */

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  valueType?: Schema;
  getter?: () => Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema that decides the shape: without optional/default wrappers, lazies and preprocessing. */
function core(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else if (def.type === 'pipe' && def.in && def.out) {
      // z.preprocess is a pipe from a transform: its input is shaped like `out`.
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
      const inner = defOf(current).type;
      if (inner !== 'pipe' && !WRAPPERS.has(inner) && inner !== 'lazy') {
        // A pipe whose input is a plain leaf (string -> regex) is a leaf as a whole.
        if (inner !== 'object' && inner !== 'array' && inner !== 'union' && inner !== 'record') return schema;
      }
    } else return current;
  }
}

// Tried in order for a leaf until its schema accepts one: codes, barcodes, amounts,
// dates, idempotency keys, time zones, menu keys.
const LEAF_CANDIDATES: readonly unknown[] = [
  'A',
  '00000001',
  '1',
  1,
  1000,
  true,
  '2026-11-23',
  'ABCDEFGH',
  'Asia/Jakarta',
  'dashboard',
  0,
  false,
];

/** A value `schema` accepts, or undefined when none of the candidates fits. */
export function sampleOf(schema: Schema): unknown {
  const shaped = core(schema);
  const def = defOf(shaped);
  const accepts = (value: unknown) => (schema as unknown as z.ZodType).safeParse(value).success;
  switch (def.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) value[key] = sampleOf(field);
      return value;
    }
    case 'array':
      return def.element ? [sampleOf(def.element)] : [];
    case 'record':
      return def.valueType ? { A: sampleOf(def.valueType) } : {};
    case 'union':
      return (def.options ?? []).map(sampleOf).find(accepts);
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    default:
      return LEAF_CANDIDATES.find(accepts);
  }
}

export type Path = readonly (string | number)[];
export interface Place {
  path: Path;
  /** What the valid sample holds there. */
  kind: 'string' | 'number' | 'boolean' | 'object' | 'array' | 'other';
}

/** Every place of a sample value, containers and leaves, depth first. */
export function placesOf(value: unknown, path: Path = []): Place[] {
  if (Array.isArray(value)) {
    return [{ path, kind: 'array' }, ...value.flatMap((item, index) => placesOf(item, [...path, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [
      { path, kind: 'object' },
      ...Object.entries(value).flatMap(([key, item]) => placesOf(item, [...path, key])),
    ];
  }
  const kind = typeof value;
  return [{ path, kind: kind === 'string' || kind === 'number' || kind === 'boolean' ? kind : 'other' }];
}

/** A copy of `value` with `replacement` at `path` (`undefined` removes the key). */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}
