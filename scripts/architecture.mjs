/**
 * The house rules of DESIGN.md §3 that import lines can show, checked by machine
 * (scripts/architecture.test.mjs runs them over the tree):
 * - a web feature never imports another feature (a page composes them through the router);
 * - web `components/` and `lib/` never import a feature;
 * - the server stands in layers, each importing only those below it: config and texts,
 *   `db/`, `plugins/`, the counter kernel `counter/`, the areas `modules/`, the demo seeds
 *   `demo/`, the books check `books/`, then `app.ts` and `server.ts`;
 * - a server area reaches another only through what `app.ts` wires: a type of the other
 *   area's `*.service.ts` (`import type`), never a value or another file of it;
 * - no server file, and no area, takes part in a circle of imports, type-only ones included;
 * - a server `*.service.ts` or `*.routes.ts` never builds a query: drizzle-orm and the
 *   tables of `db/schema` are for repositories (and the kernel's own stores);
 * - packages/shared imports nothing from apps;
 * - texts live in one module per side (DESIGN.md §4): no other file exports a `*_TEXTS`
 *   object (the shared TEXTS groups, SERVER_TEXTS, WEB_TEXTS).
 * Tests are left out: they may reach into what they test.
 */
import path from 'node:path';

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Module specifiers of one source file (static imports, re-exports, dynamic imports). */
export function importsOf(source) {
  return importLinesOf(source).map((line) => line.specifier);
}

/**
 * Each import of a source file with whether it brings types only: `import type { A }`,
 * `export type { A } from`, or `import { type A, type B }` where every name is a type.
 */
export function importLinesOf(source) {
  return [...source.matchAll(IMPORT)].map((match) => {
    const statement = match[0];
    const names = statement.match(/\{([^}]*)\}/)?.[1];
    const allNamesTypes =
      names
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type ')) === true;
    const typeOnly =
      /^\s*;?\s*(?:import|export)\s+type\s/.test(statement) ||
      (allNamesTypes && !statement.includes('import('));
    return { specifier: match[1] ?? match[2], typeOnly };
  });
}

const webFeature = (file) => file.match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
const serverModule = (file) => file.match(/^apps\/server\/src\/modules\/([^/]+)\/(.+)$/);

/** The server's layers from the ground up; a file imports only its own layer and those below. */
const SERVER_LAYERS = [
  ['config', /^apps\/server\/src\/(config|texts)\.ts$/],
  ['db', /^apps\/server\/src\/db\//],
  ['plugins', /^apps\/server\/src\/plugins\//],
  ['counter', /^apps\/server\/src\/counter\//],
  ['modules', /^apps\/server\/src\/modules\//],
  ['demo', /^apps\/server\/src\/demo\//],
  ['books', /^apps\/server\/src\/books\//],
  ['app', /^apps\/server\/src\/app\.ts$/],
  ['server', /^apps\/server\/src\/server\.ts$/],
];

/** The index and name of a server file's layer, or undefined outside the server's source. */
function serverLayer(file) {
  const index = SERVER_LAYERS.findIndex(([, pattern]) => pattern.test(file));
  return index === -1 ? undefined : { index, name: SERVER_LAYERS[index][0] };
}

/** A relative specifier as a repository path, with the `.ts` the server's imports carry. */
function resolveSpecifier(file, specifier) {
  return specifier.startsWith('.')
    ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
    : specifier;
}

/**
 * The rule one import breaks, or null. `file` and the answer are repository-relative paths;
 * `typeOnly` says the import brings types only.
 */
export function violation(file, specifier, typeOnly = false) {
  const target = resolveSpecifier(file, specifier);
  const feature = webFeature(file);
  const to = webFeature(target);
  if (feature && to && feature !== to) return `fitur web ${feature} mengimpor fitur ${to}: ${target}`;
  if (/^apps\/web\/src\/(components|lib)\//.test(file) && to)
    return `components/lib mengimpor fitur ${to}: ${target}`;
  const source = serverModule(file);
  const reached = serverModule(target);
  if (source && reached && source[1] !== reached[1]) {
    if (!/\.service(\.ts)?$/.test(reached[2])) {
      return `modul server ${source[1]} masuk ke ${reached[1]} bukan lewat *.service.ts: ${target}`;
    }
    if (!typeOnly) {
      return `modul server ${source[1]} mengambil nilai dari ${reached[1]}; antar modul hanya import type dari yang dirangkai app.ts: ${target}`;
    }
  }
  const from = serverLayer(file);
  const into = serverLayer(target);
  if (from && into && into.index > from.index) {
    return `lapisan server ${from.name} mengimpor lapisan di atasnya (${into.name}): ${target}`;
  }
  if (/^apps\/server\/src\/.*\.(service|routes)\.ts$/.test(file) && !typeOnly && buildsQuery(target)) {
    return `query di luar repository (${specifier}): ${file}`;
  }
  if (
    file.startsWith('packages/shared/') &&
    (target.startsWith('apps/') || (specifier.startsWith('@toko/') && specifier !== '@toko/shared'))
  ) {
    return `packages/shared mengimpor dari apps: ${specifier}`;
  }
  return null;
}

/** The query builder and the tables: what only a repository (or the kernel's stores) may build with. */
function buildsQuery(target) {
  return (
    target === 'drizzle-orm' ||
    target.startsWith('drizzle-orm/') ||
    /^apps\/server\/src\/db\/schema\//.test(target)
  );
}

/**
 * Circles of imports among the given files, type-only imports included (a circle closed
 * only by types still ties the files' meaning together): each as its files in order.
 * `group` maps a file to the node it counts for (the file itself, or its area).
 */
export function importCircles(files, group = (file) => file) {
  const known = new Set(files.map(({ file }) => file));
  const edges = new Map();
  for (const { file, source } of files) {
    const from = group(file);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const { specifier } of importLinesOf(source)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveSpecifier(file, specifier);
      const into = known.has(target) ? group(target) : undefined;
      if (into !== undefined && into !== from) edges.get(from).add(into);
    }
  }
  return stronglyConnected(edges).filter((component) => component.length > 1);
}

/** Tarjan's strongly connected components of a directed graph (node -> set of nodes). */
function stronglyConnected(edges) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component.reverse());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** A server file's area for the circle of areas: its module, or its layer outside modules. */
export function serverArea(file) {
  return serverModule(file)?.[1] ?? serverLayer(file)?.name ?? file;
}

/** The one texts module of each side: the shared folder, the server's file, the web's file. */
const TEXTS_MODULE =
  /^(packages\/shared\/src\/texts\/|apps\/server\/src\/texts\.ts$|apps\/web\/src\/texts\.ts$)/;
const TEXTS_EXPORT = /(?:^|[\s;])export\s+(?:const|let|var)\s+([A-Z][A-Z0-9_]*_TEXTS)\b/g;

/** The `*_TEXTS` objects a file outside the texts modules exports (their names). */
export function textsOutsideModule(file, source) {
  if (TEXTS_MODULE.test(file)) return [];
  return [...source.matchAll(TEXTS_EXPORT)].map((match) => match[1]);
}

/** Every broken rule of the given files: `[{ file, problem }]`. */
export function architectureViolations(files) {
  const found = [];
  for (const { file, source } of files) {
    if (/\.test\.|\/test\//.test(file)) continue;
    for (const { specifier, typeOnly } of importLinesOf(source)) {
      const problem = violation(file, specifier, typeOnly);
      if (problem) found.push({ file, problem });
    }
    for (const name of textsOutsideModule(file, source)) {
      found.push({ file, problem: `${name} di luar modul teks (TEXTS, SERVER_TEXTS, WEB_TEXTS)` });
    }
  }
  const server = files.filter(
    ({ file }) => file.startsWith('apps/server/src/') && !/\.test\.|\/test\//.test(file),
  );
  for (const circle of importCircles(server)) {
    found.push({ file: circle[0], problem: `lingkaran impor file: ${circle.join(' → ')}` });
  }
  for (const circle of importCircles(server, serverArea)) {
    found.push({ file: circle[0], problem: `lingkaran impor antar area server: ${circle.join(' → ')}` });
  }
  return found;
}
