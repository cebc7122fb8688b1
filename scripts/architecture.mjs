/**
 * The house rules of DESIGN.md §3 that import lines can show, checked by machine
 * (scripts/architecture.test.mjs runs them over the tree):
 * - a web feature never imports another feature (a page composes them through the router);
 * - web `components/` and `lib/` never import a feature;
 * - a server module reaches another only through its `*.service.ts`;
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
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2]);
}

const webFeature = (file) => file.match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
const serverModule = (file) => file.match(/^apps\/server\/src\/modules\/([^/]+)\/(.+)$/);

/** The rule one import breaks, or null. `file` and the answer are repository-relative paths. */
export function violation(file, specifier) {
  const target = specifier.startsWith('.')
    ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
    : specifier;
  const from = webFeature(file);
  const to = webFeature(target);
  if (from && to && from !== to) return `fitur web ${from} mengimpor fitur ${to}: ${target}`;
  if (/^apps\/web\/src\/(components|lib)\//.test(file) && to)
    return `components/lib mengimpor fitur ${to}: ${target}`;
  const source = serverModule(file);
  const reached = serverModule(target);
  if (source && reached && source[1] !== reached[1] && !/\.service(\.ts)?$/.test(reached[2])) {
    return `modul server ${source[1]} masuk ke ${reached[1]} bukan lewat *.service.ts: ${target}`;
  }
  if (
    file.startsWith('packages/shared/') &&
    (target.startsWith('apps/') || (specifier.startsWith('@toko/') && specifier !== '@toko/shared'))
  ) {
    return `packages/shared mengimpor dari apps: ${specifier}`;
  }
  return null;
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
    for (const specifier of importsOf(source)) {
      const problem = violation(file, specifier);
      if (problem) found.push({ file, problem });
    }
    for (const name of textsOutsideModule(file, source)) {
      found.push({ file, problem: `${name} di luar modul teks (TEXTS, SERVER_TEXTS, WEB_TEXTS)` });
    }
  }
  return found;
}
