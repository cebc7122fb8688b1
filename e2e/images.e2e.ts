import fs from 'node:fs';
import path from 'node:path';
import { TEXTS } from '@toko/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { confirmOk, signIn } from './support/session.ts';

let server: RunningServer;
let browser: { context: BrowserContext; close: () => Promise<void> };
let page: Page;
const stored = () => path.join(server.dataDir, 'files/PST/batu-shape/RD.jpg');

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

/** A tall photo bigger than the limits both ways, drawn by Chromium itself. */
async function largePng(): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 3200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 1600, 3200);
    gradient.addColorStop(0, '#d4af37');
    gradient.addColorStop(1, '#3a2a00');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 3200);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

describe('stone attribute pictures', () => {
  it('uploads a picture from the edit form, shrunk in the browser to a JPEG within 720x1366', async () => {
    await page.goto(`${server.url}/master-batu-shape`);
    await page.getByTestId('master-edit-RD').click();
    const form = page.locator('.ant-modal').filter({ hasText: 'Edit Shape' });
    await form.getByTestId('image-upload-empty').waitFor();
    await form
      .getByLabel('Pilih Gambar')
      .setInputFiles({ name: 'berlian.png', mimeType: 'image/png', buffer: await largePng() });
    await form.getByTestId('image-upload-preview').waitFor();
    await expect.poll(() => page.locator('.ant-message-notice').innerText()).toContain(TEXTS.saved);
    await screenshot(page, 'image-upload-form');

    const onDisk = fs.readFileSync(stored());
    expect([...onDisk.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]); // JPEG
    const size = await page.evaluate(async () => {
      const bitmap = await createImageBitmap(await (await fetch('/files/PST/batu-shape/RD.jpg')).blob());
      return { width: bitmap.width, height: bitmap.height };
    });
    expect(size).toEqual({ width: 683, height: 1366 });

    // The table shows the thumbnail once the form is closed.
    await form.locator('.ant-modal-close').click();
    const row = page.locator('tr', { has: page.getByTestId('master-edit-RD') });
    await row.locator('img').waitFor();
    await screenshot(page, 'image-in-table');
  });

  it('deletes the picture after asking, and the file goes with it', async () => {
    await page.getByTestId('master-edit-RD').click();
    const form = page.locator('.ant-modal').filter({ hasText: 'Edit Shape' });
    await form.getByRole('button', { name: /Hapus Gambar/ }).click();
    expect(await page.locator('.ant-modal-confirm-title').innerText()).toBe(
      TEXTS.confirmDelete('Gambar Shape RD'),
    );
    await confirmOk(page);
    await form.getByTestId('image-upload-empty').waitFor();
    expect(fs.existsSync(stored())).toBe(false);
    const served = await page.evaluate(async () => (await fetch('/files/PST/batu-shape/RD.jpg')).status);
    expect(served).toBe(404);
  });

  it('refuses a file that is not a picture', async () => {
    const form = page.locator('.ant-modal').filter({ hasText: 'Edit Shape' });
    await form
      .getByLabel('Pilih Gambar')
      .setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') });
    await expect
      .poll(() => page.locator('.ant-message-notice').last().innerText())
      .toContain('File harus berupa gambar JPG, PNG atau WEBP');
    expect(fs.existsSync(stored())).toBe(false);
  });
});
