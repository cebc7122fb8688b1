import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.timeZone).toBe('Asia/Jakarta');
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
    expect(config.fileStoreDir).toBe(path.join(config.dataDir, 'files'));
    expect(config.https).toBe(false);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL, SEED_DEMO and TZ', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/toko',
      DATABASE_URL: 'postgres://u@db/toko',
      SEED_DEMO: 'false',
      TZ: 'Asia/Makassar',
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/srv/toko');
    expect(config.databaseUrl).toBe('postgres://u@db/toko');
    expect(config.seedDemo).toBe(false);
    expect(config.timeZone).toBe('Asia/Makassar');
  });

  it('refuses nonsense instead of starting wrongly', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ TZ: 'Mars/Olympus' })).toThrow(/Zona waktu/);
    expect(() => loadConfig({ TOKO_NOW: 'kemarin' })).toThrow(/TOKO_NOW/);
  });

  it('pins the clock with TOKO_NOW and lets it run on from there', () => {
    const config = loadConfig({ TOKO_NOW: '2027-01-15T08:00:00+07:00' });
    const now = config.now().getTime();
    expect(now).toBeGreaterThanOrEqual(Date.parse('2027-01-15T01:00:00Z'));
    expect(now).toBeLessThan(Date.parse('2027-01-15T01:01:00Z'));
  });

  it('trusts no proxy by default, and only the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8,::1',
    );
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    // Trusting every proxy lets any client pick its own address: refused, as are typos.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.lan' })).toThrow(/TRUST_PROXY/);
  });
});
