import { addDays, formatTanggalPanjang, TEXTS, todayInTimeZone } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCountTill, apiLogin } from './support/api.ts';
import { openBrowser, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { confirmOk, signIn, userMenu } from './support/session.ts';

let server: RunningServer;
let owner: Awaited<ReturnType<typeof openBrowser>>;
let cashier: Awaited<ReturnType<typeof openBrowser>>;
const today = todayInTimeZone(new Date(), 'Asia/Jakarta');
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  server = await startServer();
  [owner, cashier] = await Promise.all([openBrowser(), openBrowser()]);
});
afterAll(async () => {
  await owner?.close();
  await cashier?.close();
  await server?.stop();
});

describe('closing the day (Tutup Toko)', () => {
  it('asks naming both dates, shows progress, logs everyone of the shop out and opens the next day', async () => {
    const ownerPage = owner.context.pages()[0] ?? (await owner.context.newPage());
    const cashierPage = cashier.context.pages()[0] ?? (await cashier.context.newPage());
    // The drawer counted as the book has it (Hitung Kas, issue 29): the closing waits for it.
    await apiCountTill(server.url, await apiLogin(server.url, 'T2', 'OWNER'));
    await signIn(cashierPage, server.url, 'T2', 'KASIR');
    await cashierPage.waitForURL('**/dashboard');
    await signIn(ownerPage, server.url, 'T2', 'OWNER');
    await ownerPage.waitForURL('**/dashboard');

    await userMenu(ownerPage, 'Tutup Toko');
    const dialog = ownerPage.locator('.ant-modal-confirm');
    await expect
      .poll(() => dialog.locator('.ant-modal-confirm-title').innerText())
      .toBe(TEXTS.confirmCloseStore);
    const content = await dialog.locator('.ant-modal-confirm-content').innerText();
    expect(content).toContain(today);
    expect(content).toContain(tomorrow);
    expect(await dialog.getByRole('button', { name: 'Tidak' }).isVisible()).toBe(true);
    await screenshot(ownerPage, 'closing-confirm');

    // Slow the closing request a little so the progress modal can be seen and photographed.
    await ownerPage.route('**/api/system/close', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    // The cashier's notice lasts the one second before the redirect: watch for it from now on.
    const cashierNotice = cashierPage
      .getByText(TEXTS.closedByOther)
      .first()
      .waitFor({ state: 'visible', timeout: 20_000 })
      .then(() => screenshot(cashierPage, 'closed-by-other'));
    await confirmOk(ownerPage);
    await expect.poll(() => ownerPage.getByText(TEXTS.closingProgress).isVisible()).toBe(true);
    await screenshot(ownerPage, 'closing-progress');
    await expect
      .poll(() => ownerPage.locator('.ant-message-notice').innerText(), { timeout: 20_000 })
      .toContain(TEXTS.storeClosed);
    await ownerPage.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });

    // The cashier of the same shop was told and sent to sign in again.
    await cashierNotice;
    await cashierPage.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    await signIn(ownerPage, server.url, 'T2', 'OWNER');
    await ownerPage.waitForURL('**/dashboard');
    await expect
      .poll(() => ownerPage.getByTestId('tanggal-system').inputValue())
      .toContain(formatTanggalPanjang(tomorrow));
  });

  it('keeps the day open when the owner answers Tidak', async () => {
    const page = owner.context.pages()[0]!;
    await signIn(page, server.url, 'T3', 'OWNER');
    await page.waitForURL('**/dashboard');
    // The page was T2's a moment ago: open the menu once the shell shows T3's session.
    await expect
      .poll(() => page.getByTestId('tanggal-system').inputValue())
      .toContain(formatTanggalPanjang(today));
    await expect.poll(() => page.locator('header').innerText()).toContain('Cabang Depok');
    await userMenu(page, 'Tutup Toko');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Tidak' }).click();
    await expect
      .poll(() => page.getByTestId('tanggal-system').inputValue())
      .toContain(formatTanggalPanjang(today));
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
