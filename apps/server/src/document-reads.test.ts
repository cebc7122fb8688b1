import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A document read by its number (`GET …/:no_…`) belongs to the caller's shop: another shop's
 * number answers 404 as if it were never given (issue 26: `tukar-poin/{no_tukar}` had no shop
 * filter and T2's owner read PST's slip). Each area's API test proves it for its own
 * document; this check keeps a route added tomorrow from forgetting it: every such handler
 * hands the caller (`authOf(request)`) to its service, which filters by the caller's shop.
 * The counter documents' shared read (`registerDocumentRoutes`) needs no such check: its
 * service type takes the shop (`doc(kodeToko, no)`).
 */

const MODULES = path.join(import.meta.dirname, 'modules');

function routeFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name.endsWith('.routes.ts') ? [full] : [];
  });
}

/** Each `get('/api/…/:no_…'` registration with the source up to the next registration. */
function readsByNumber(source: string): { url: string; handler: string }[] {
  const starts = [...source.matchAll(/\.(get|post|put|patch|delete)\(\s*[`']([^`']+)[`']/g)];
  return starts.flatMap((match, index) => {
    const [, method, url = ''] = match;
    if (method !== 'get' || !/\/:no_\w+/.test(url)) return [];
    const end = starts[index + 1]?.index ?? source.length;
    return [{ url, handler: source.slice(match.index, end) }];
  });
}

describe('documents read by number', () => {
  const routes = routeFiles(MODULES).flatMap((file) =>
    readsByNumber(fs.readFileSync(file, 'utf8')).map((route) => ({
      ...route,
      file: path.relative(MODULES, file),
    })),
  );

  it('finds the read-by-number routes', () => {
    const urls = routes.map((route) => route.url);
    for (const known of [
      '/api/tukar-poin/:no_tukar',
      '/api/tukar/:no_faktur_group',
      '/api/hancur-barang/:no_hancur',
      '/api/kirim-barang/:no_kirim',
      '/api/pesanan/get/by-no/:no_pesanan',
    ]) {
      expect(urls).toContain(known);
    }
  });

  it("hands the caller's shop to the service in every one of them", () => {
    const unscoped = routes
      .filter((route) => !/authOf\(request\)(\.kodeToko)?/.test(route.handler))
      .map((route) => `${route.file}: ${route.url}`);
    expect(unscoped).toEqual([]);
  });
});
