import fs from 'node:fs';
import path from 'node:path';

const ROOT_PACKAGE = 'toko-emas-back-office';

/**
 * The release, as the root package.json says it: written into each backup's manifest and the
 * API document. Found by walking up from this file, which sits at another depth once compiled
 * into dist/.
 */
export function appVersion(from = import.meta.dirname): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const file = path.join(folder, 'package.json');
    if (fs.existsSync(file)) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === ROOT_PACKAGE && manifest.version) return manifest.version;
    }
    if (path.dirname(folder) === folder) return '0.0.0';
  }
}
