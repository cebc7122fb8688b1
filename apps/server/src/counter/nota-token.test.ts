import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cekNotaTokenOf } from '@toko/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createNotaSigner, loadNotaSecret } from './nota-token.ts';

const SECRET = 'k'.repeat(40);
const REF = { kodeToko: 'PST', jenis: 'PENJUALAN', nomor: 'PST-FJ-261122-0001' } as const;
const folders: string[] = [];
const scratch = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nota-secret-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('receipt QR tokens', () => {
  it('verifies its own token back to the receipt, and nothing signed with another key', () => {
    const signer = createNotaSigner(SECRET, undefined);
    const token = signer.token(REF);
    expect(signer.verify(token)).toEqual(REF);
    expect(createNotaSigner('z'.repeat(40), undefined).verify(token)).toBeNull();
    expect(signer.verify(signer.token({ ...REF, jenis: 'HUTANG' }))).toEqual({ ...REF, jenis: 'HUTANG' });
  });

  it('prints the link under PUBLIC_URL when set, and a scanner reads the token back from it', () => {
    const token = createNotaSigner(SECRET, undefined).token(REF);
    const link = createNotaSigner(SECRET, 'https://emas.tokoku.id').link(REF);
    expect(link).toBe(`https://emas.tokoku.id/cek-nota/${token}`);
    expect(createNotaSigner(SECRET, undefined).link(REF)).toBe(`/cek-nota/${token}`);
    expect(cekNotaTokenOf(link)).toBe(token);
    expect(cekNotaTokenOf(`  ${link}/ `)).toBe(token);
    expect(cekNotaTokenOf('00012345')).toBeNull();
    expect(cekNotaTokenOf('https://x/cek-nota/abc')).toBeNull();
  });

  it('keeps one random key in the data folder, made once and read after', () => {
    const dataDir = scratch();
    const first = loadNotaSecret({ dataDir, notaSecret: undefined });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadNotaSecret({ dataDir, notaSecret: undefined })).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'nota-secret')).mode & 0o077).toBe(0);
    // NOTA_SECRET wins, and must be long enough.
    expect(loadNotaSecret({ dataDir, notaSecret: SECRET })).toBe(SECRET);
    expect(() => loadConfig({ NOTA_SECRET: 'pendek' })).toThrow('NOTA_SECRET minimal 32 karakter');
    expect(() => loadConfig({ PUBLIC_URL: 'emas.tokoku.id' })).toThrow('PUBLIC_URL bukan alamat http(s)');
    expect(loadConfig({ PUBLIC_URL: 'https://emas.tokoku.id/' }).publicUrl).toBe('https://emas.tokoku.id');
  });

  it('refuses a damaged key file instead of signing with it', () => {
    const dataDir = scratch();
    fs.writeFileSync(path.join(dataDir, 'nota-secret'), 'short');
    expect(() => loadNotaSecret({ dataDir, notaSecret: undefined })).toThrow('rusak');
  });
});
