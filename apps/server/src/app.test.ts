import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEXTS } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Toko</title><div id="root"></div>',
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('one process serves the web app and the API', () => {
  it('answers the runtime configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.json()).toEqual({ apiBase: '/api' });
  });

  it('serves the app for every page route, uncached', async () => {
    for (const url of ['/', '/dashboard', '/master-group', '/SubMenuUtility']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an unknown API path with a JSON 404, not the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: TEXTS.notFound });
  });

  it('sends security headers without forcing HTTPS on a plain-HTTP shop LAN', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
