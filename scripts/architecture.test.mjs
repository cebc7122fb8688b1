import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  architectureViolations,
  importCircles,
  importLinesOf,
  importsOf,
  serverArea,
} from './architecture.mjs';

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
    // The layers: the kernel, db/ and plugins/ never reach up into the areas or each other's betters.
    [
      'apps/server/src/counter/document-flow.ts',
      "import type { GoodsService } from '../modules/goods/goods.service.ts';",
      'lapisan server counter mengimpor lapisan di atasnya (modules)',
    ],
    [
      'apps/server/src/db/seed.ts',
      "import { hashPassword } from '../modules/access/password.ts';",
      'lapisan server db mengimpor lapisan di atasnya (modules)',
    ],
    [
      'apps/server/src/plugins/guard.ts',
      "import type { AccessService } from '../modules/access/access.service.ts';",
      'lapisan server plugins mengimpor lapisan di atasnya (modules)',
    ],
    [
      'apps/server/src/plugins/guard.ts',
      "import { saveOnce } from '../counter/save-once.ts';",
      'lapisan server plugins mengimpor lapisan di atasnya (counter)',
    ],
    // An area takes another's service only as the type of what app.ts wires into it.
    [
      'apps/server/src/modules/members/members.service.ts',
      "import { jamToko } from '../sales/penjualan.service.ts';",
      'modul server members mengambil nilai dari sales',
    ],
    // Queries are built in repositories only.
    [
      'apps/server/src/modules/sales/penjualan.service.ts',
      "import { eq } from 'drizzle-orm';",
      'query di luar repository',
    ],
    [
      'apps/server/src/modules/sales/penjualan.routes.ts',
      "import { penjualan } from '../../db/schema/index.ts';",
      'query di luar repository',
    ],
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
      [
        'apps/server/src/modules/purchases/p.ts',
        "import { type S, type T } from '../sales/penjualan.service.ts';",
      ],
      ['apps/server/src/modules/sales/penjualan.repository.ts', "import { eq } from 'drizzle-orm';"],
      ['apps/server/src/modules/sales/penjualan.service.ts', "import type { SQL } from 'drizzle-orm';"],
      ['apps/server/src/modules/sales/s.ts', "import { saveOnce } from '../../counter/save-once.ts';"],
      ['apps/server/src/app.ts', "import { registerSales } from './modules/sales/sales.module.ts';"],
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

  it('tells a type-only import from one that brings values', () => {
    const source = [
      "import type { A } from './a.ts';",
      "import { type B, type C } from './b.ts';",
      "import { type D, e } from './d.ts';",
      "export type { F } from './f.ts';",
      "import g from './g.ts';",
    ].join('\n');
    expect(importLinesOf(source).map((line) => line.typeOnly)).toEqual([true, true, false, true, false]);
  });

  it('finds a circle of files, closed by a type-only import too', () => {
    const files = [
      { file: 'apps/server/src/modules/goods/a.ts', source: "import { b } from './b.ts';" },
      { file: 'apps/server/src/modules/goods/b.ts', source: "import type { A } from './a.ts';" },
      { file: 'apps/server/src/modules/goods/c.ts', source: "import { b } from './b.ts';" },
    ];
    expect(importCircles(files)).toEqual([
      ['apps/server/src/modules/goods/a.ts', 'apps/server/src/modules/goods/b.ts'],
    ]);
    const found = architectureViolations(files);
    expect(found).toHaveLength(1);
    expect(found[0]?.problem).toContain('lingkaran impor file');
  });

  it('finds a circle of areas even when no file circles', () => {
    const files = [
      {
        file: 'apps/server/src/modules/sales/penjualan.service.ts',
        source: "import type { MembersService } from '../members/members.service.ts';",
      },
      {
        file: 'apps/server/src/modules/members/members.service.ts',
        source: "import type { PointsOf } from '../sales/points.service.ts';",
      },
      { file: 'apps/server/src/modules/sales/points.service.ts', source: 'export type PointsOf = number;' },
    ];
    expect(importCircles(files)).toEqual([]);
    expect(importCircles(files, serverArea)).toHaveLength(1);
    expect(architectureViolations(files).map((found) => found.problem)).toEqual([
      'lingkaran impor antar area server: sales → members',
    ]);
  });
});
