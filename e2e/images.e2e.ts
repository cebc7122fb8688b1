import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

let server: RunningServer;
let browser: { context: BrowserContext; close: () => Promise<void> };
let page: Page;

/**
 * The web app's own resizeImage, as plain script for the page: the picture is shrunk by
 * the same code the upload component runs, in a real Chromium with a real canvas.
 */
function resizeImageScript(): string {
  const source = fs.readFileSync(
    path.resolve(import.meta.dirname, '../apps/web/src/lib/image-resize.ts'),
    'utf8',
  );
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  return outputText.replace(/^export /gm, '');
}

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await signIn(page, server.url, 'PST', 'OWNER');
  await page.waitForURL('**/dashboard');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Outcome {
  uploadStatus: number;
  url: string;
  servedStatus: number;
  servedType: string | null;
  cacheControl: string | null;
  magic: number[];
  width: number;
  height: number;
  shownWidth: number;
  listed: string | null;
}

describe('stone attribute pictures', () => {
  it('uploads a large PNG shrunk in the browser and serves it as a JPEG within 720x1366', async () => {
    const outcome = await page.evaluate(
      `(async () => {
        ${resizeImageScript()}
        const token = localStorage.getItem('token');
        const headers = { 'x-auth-token': token };
        const shapes = await (await fetch('/api/batu-shape', { headers })).json();
        const rd = shapes.find((row) => row.kode_shape === 'RD');

        // A tall photo, bigger than the limits both ways.
        const canvas = document.createElement('canvas');
        canvas.width = 1600;
        canvas.height = 3200;
        const context = canvas.getContext('2d');
        const gradient = context.createLinearGradient(0, 0, 1600, 3200);
        gradient.addColorStop(0, '#d4af37');
        gradient.addColorStop(1, '#3a2a00');
        context.fillStyle = gradient;
        context.fillRect(0, 0, 1600, 3200);
        context.fillStyle = '#ffffff';
        context.beginPath();
        context.arc(800, 1600, 600, 0, Math.PI * 2);
        context.fill();
        const png = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));

        const picture = await resizeImage(png);
        const form = new FormData();
        form.append('file', picture, 'gambar.jpg');
        const upload = await fetch('/api/batu-shape/' + rd.id + '/image', { method: 'POST', headers, body: form });
        const { url } = await upload.json();

        const served = await fetch('/files/PST/batu-shape/RD.jpg');
        const blob = await served.blob();
        const magic = [...new Uint8Array(await blob.slice(0, 3).arrayBuffer())];
        const bitmap = await createImageBitmap(blob);

        // The page itself may show it (CSP img-src, resource policy).
        const image = new Image();
        image.src = url;
        await image.decode();

        const listed = (await (await fetch('/api/batu-shape/paginated?search=RD', { headers })).json()).data
          .find((row) => row.kode_shape === 'RD');
        return {
          uploadStatus: upload.status,
          url,
          servedStatus: served.status,
          servedType: served.headers.get('content-type'),
          cacheControl: served.headers.get('cache-control'),
          magic,
          width: bitmap.width,
          height: bitmap.height,
          shownWidth: image.naturalWidth,
          listed: listed.image_url,
        };
      })()`,
    );
    const result = outcome as Outcome;
    expect(result.uploadStatus).toBe(200);
    expect(result.url).toMatch(/^\/files\/PST\/batu-shape\/RD\.jpg\?v=/);
    expect(result.servedStatus).toBe(200);
    expect(result.servedType).toBe('image/jpeg');
    expect(result.cacheControl).toBe('no-cache');
    expect(result.magic).toEqual([0xff, 0xd8, 0xff]);
    expect(result.width).toBeLessThanOrEqual(720);
    expect(result.height).toBeLessThanOrEqual(1366);
    // 1600x3200 keeps its 1:2 shape: the height is the limit.
    expect(result.height).toBe(1366);
    expect(result.width).toBe(683);
    expect(result.shownWidth).toBe(683);
    expect(result.listed).toBe('/files/PST/batu-shape/RD.jpg');

    const onDisk = fs.readFileSync(path.join(server.dataDir, 'files/PST/batu-shape/RD.jpg'));
    expect([...onDisk.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('deletes the picture: the file is gone and the record has none', async () => {
    const outcome = (await page.evaluate(`(async () => {
      const headers = { 'x-auth-token': localStorage.getItem('token') };
      const shapes = await (await fetch('/api/batu-shape', { headers })).json();
      const rd = shapes.find((row) => row.kode_shape === 'RD');
      const removed = await fetch('/api/batu-shape/' + rd.id + '/image', { method: 'DELETE', headers });
      const served = await fetch('/files/PST/batu-shape/RD.jpg');
      const again = await (await fetch('/api/batu-shape', { headers })).json();
      return {
        removed: removed.status,
        served: served.status,
        message: (await served.json()).message,
        imageUrl: again.find((row) => row.kode_shape === 'RD').image_url,
      };
    })()`)) as { removed: number; served: number; message: string; imageUrl: string | null };
    expect(outcome).toEqual({ removed: 200, served: 404, message: 'Data tidak ditemukan', imageUrl: null });
    expect(fs.existsSync(path.join(server.dataDir, 'files/PST/batu-shape/RD.jpg'))).toBe(false);
  });
});
