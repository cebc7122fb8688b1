import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { architectureViolations, importsOf } from './architecture.mjs';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles() {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && fs.existsSync(path.join(root, file)))
    .map((file) => ({ file, source: fs.readFileSync(path.join(root, file), 'utf8') }));
}

describe('house rules on import lines', () => {
  it('hold over the whole tree', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(architectureViolations(files)).toEqual([]);
  });

  it('reads static, type, re-export and dynamic imports', () => {
    const source = `import a from './a';\nimport type { B } from "../b";\nexport { c } from './c.ts';\nconst d = () => import('./d');\nimport './side';`;
    expect(importsOf(source)).toEqual(['./a', '../b', './c.ts', './d', './side']);
  });

  it.each([
    [
      'apps/web/src/features/sales/pages/x.tsx',
      "import { y } from '../../purchases/api/y';",
      'fitur web sales',
    ],
    [
      'apps/web/src/components/table/t.tsx',
      "import { y } from '../../features/sales/api/y';",
      'components/lib',
    ],
    ['apps/web/src/lib/format.ts', "const m = () => import('../features/cash/api/z');", 'components/lib'],
    [
      'apps/server/src/modules/purchases/p.service.ts',
      "import { jam } from '../sales/sale-counter.ts';",
      'modul server purchases',
    ],
    [
      'packages/shared/src/common/x.ts',
      "import { y } from '../../../../apps/server/src/config.ts';",
      'packages/shared',
    ],
    [
      'apps/web/src/features/goods/components/x.ts',
      "export const SCAN_TEXTS = { kosong: 'Kosong' } as const;",
      'SCAN_TEXTS di luar modul teks',
    ],
    ['apps/server/src/modules/sales/x.service.ts', "export const X_TEXTS = { a: 'A' };", 'modul teks'],
    ['packages/shared/src/cash/x.ts', "export const CASH_TEXTS = { a: 'A' } as const;", 'modul teks'],
  ])('fails a planted violation in %s', (file, source, expected) => {
    const found = architectureViolations([{ file, source }]);
    expect(found).toHaveLength(1);
    expect(found[0]?.problem).toContain(expected);
  });

  it('lets through what the rules allow', () => {
    const allowed = [
      ['apps/web/src/features/sales/pages/x.tsx', "import { y } from '../components/y';"],
      [
        'apps/web/src/features/sales/pages/x.tsx',
        "import { DataTable } from '../../../components/data-table';",
      ],
      ['apps/server/src/modules/purchases/p.ts', "import type { S } from '../sales/penjualan.service.ts';"],
      ['apps/server/src/modules/sales/a.ts', "import { b } from './b.ts';"],
      ['apps/server/src/modules/sales/a.test.ts', "import { x } from '../goods/stock-ledger.ts';"],
      ['apps/web/src/texts.ts', "export const WEB_TEXTS = { scan: { kosong: 'Kosong' } } as const;"],
      ['apps/server/src/texts.ts', "export const SERVER_TEXTS = { user: { self: 'A' } } as const;"],
      ['packages/shared/src/texts/cash.ts', "export const cash = { jumlah: 'Jumlah Harus Diisi' } as const;"],
      ['packages/shared/src/texts/texts.ts', "export const TEXTS = { ok: 'OK', cash } as const;"],
      [
        'apps/web/src/features/sales/x.ts',
        "const LOCAL_TEXTS = { a: 'A' };\nexport const a = WEB_TEXTS.cash;",
      ],
    ];
    expect(architectureViolations(allowed.map(([file, source]) => ({ file, source })))).toEqual([]);
  });
});
