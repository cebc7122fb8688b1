import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkTargets,
  fingerprint,
  listInputFiles,
  STAMP_VERSION,
  staleReason,
  TARGETS,
  writeStamp,
} from './build-stamp.mjs';

describe('staleReason', () => {
  const stamp = { version: STAMP_VERSION, hash: 'abc' };

  it('builds when there is no output, whatever the stamp says', () => {
    expect(staleReason({ outputPresent: false, stamp, hash: 'abc' })).toBe('belum pernah dibangun');
  });

  it('builds when the output has no stamp or one from an older stamp format', () => {
    expect(staleReason({ outputPresent: true, stamp: undefined, hash: 'abc' })).toBe(
      'catatan build tidak ada',
    );
    expect(
      staleReason({ outputPresent: true, stamp: { version: STAMP_VERSION - 1, hash: 'abc' }, hash: 'abc' }),
    ).toBe('catatan build tidak ada');
    expect(staleReason({ outputPresent: true, stamp: 'abc', hash: 'abc' })).toBe('catatan build tidak ada');
  });

  it('builds when the sources changed and not when they did not', () => {
    expect(staleReason({ outputPresent: true, stamp, hash: 'abd' })).toBe('sumber berubah');
    expect(staleReason({ outputPresent: true, stamp, hash: 'abc' })).toBeUndefined();
  });
});

describe('fingerprint', () => {
  let root;
  const write = (file, content) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  const inputs = ['src', 'package.json', 'missing.json'];

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
    write('src/a.ts', 'export const a = 1;');
    write('src/deep/b.ts', 'export const b = 2;');
    write('src/deep/b.test.ts', 'test');
    write('package.json', '{}');
    write('other/c.ts', 'not an input');
    write('src/node_modules/pkg/index.js', 'installed');
    write('src/dist/out.js', 'built');
    write('src/test/setup.ts', 'test helper');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lists the input files, without tests, packages or output, skipping inputs that do not exist', () => {
    expect(listInputFiles(root, inputs)).toEqual(['package.json', 'src/a.ts', 'src/deep/b.ts']);
  });

  it('follows file contents, not modification times', () => {
    const before = fingerprint(root, inputs);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'src/a.ts'), later, later);
    write('src/deep/b.ts', 'export const b = 2;');
    expect(fingerprint(root, inputs)).toBe(before);

    write('src/a.ts', 'export const a = 10;');
    expect(fingerprint(root, inputs)).not.toBe(before);
  });

  it('changes when a file is added or renamed, not when a test, the output or a non-input changes', () => {
    const before = fingerprint(root, inputs);
    write('src/deep/b.test.ts', 'another test');
    write('other/c.ts', 'still not an input');
    write('src/test/setup.ts', 'another helper');
    write('src/dist/out.js', 'built again');
    expect(fingerprint(root, inputs)).toBe(before);

    write('src/new.ts', '');
    const added = fingerprint(root, inputs);
    expect(added).not.toBe(before);

    fs.renameSync(path.join(root, 'src/new.ts'), path.join(root, 'src/renamed.ts'));
    expect(fingerprint(root, inputs)).not.toBe(added);
  });

  it('finds a target fresh after its stamp is written and stale once an input changes', () => {
    const target = { name: 't', workspace: 't', outDir: 'dist', entry: 'out.js', inputs };
    expect(checkTargets(root, [target])[0].reason).toBe('belum pernah dibangun');

    write('dist/out.js', '');
    expect(checkTargets(root, [target])[0].reason).toBe('catatan build tidak ada');

    writeStamp(root, target, checkTargets(root, [target])[0].hash);
    expect(checkTargets(root, [target])[0].reason).toBeUndefined();

    write('package.json', '{"changed":true}');
    expect(checkTargets(root, [target])[0].reason).toBe('sumber berubah');
  });
});

describe('TARGETS', () => {
  const repoRoot = path.resolve(import.meta.dirname, '..');

  // A renamed config file or folder would otherwise drop out of the fingerprint unnoticed.
  it('names only inputs that exist in the repository', () => {
    for (const target of TARGETS)
      for (const input of target.inputs) expect(fs.existsSync(path.join(repoRoot, input)), input).toBe(true);
  });
});
