import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { toko } from './schema/index.ts';

describe('embedded PGlite folder', () => {
  it('refuses a second server on the same data folder with a clear message, and frees it on close', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-lock-'));
    // Another live process (our parent) holds the folder.
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
    await expect(openPglite({ dataDir })).rejects.toThrow(/sedang dipakai oleh server lain/);

    // A lock left by a dead process is taken over.
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999999');
    const database = await openPglite({ dataDir });
    const rows = await database.db.select({ n: sql<number>`count(*)::int` }).from(toko);
    expect(rows).toEqual([{ n: 0 }]);
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
