import { TEXTS } from '@toko/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.ts';
import { choose, takeShot } from './support/page.ts';
import { openSelect } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { sidebarTopLevel, signIn } from './support/session.ts';

type Browser = { context: BrowserContext; close: () => Promise<void> };

let server: RunningServer;
/** The owner and the new cashier work in two browsers at once, as in two shops' PCs. */
let ownerBrowser: Browser;
let kasirBrowser: Browser;
let owner: Page;
let kasir: Page;

const NEW_USER = { id: 'KASIR2', name: 'Sari Dewi', first: 'rahasia1', own: 'kasir2-baru' };
const NEW_USER_LABEL = `${NEW_USER.id} - ${NEW_USER.name} (KASIR)`;

beforeAll(async () => {
  server = await startServer();
  ownerBrowser = await openBrowser();
  kasirBrowser = await openBrowser();
  owner = ownerBrowser.context.pages()[0] ?? (await ownerBrowser.context.newPage());
  kasir = kasirBrowser.context.pages()[0] ?? (await kasirBrowser.context.newPage());
});
afterAll(async () => {
  await ownerBrowser?.close();
  await kasirBrowser?.close();
  await server?.stop();
});

const toast = (page: Page, text: string): Locator => page.locator('.ant-message').getByText(text);
const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });
const row = (page: Page, text: string): Locator =>
  page.locator('.ant-table-tbody tr.ant-table-row', { hasText: text });

/** The checkbox of one entry of the access-rights tree. */
function grantBox(page: Page, key: string): Locator {
  return page
    .locator('.ant-tree-treenode', { has: page.getByTestId(`grant-${key}`) })
    .locator('.ant-tree-checkbox');
}

async function openGrantsOf(page: Page, label: string) {
  await page.goto(`${server.url}/hak-akses-users`);
  await page.getByRole('heading', { name: 'Hak Akses Users' }).waitFor();
  await choose(page, 'grants-user', label);
  await page.getByTestId('grants-count').waitFor();
}

/** Unfolds a group of the access-rights tree (groups holding no grant start folded). */
async function unfold(page: Page, groupKey: string) {
  const node = page.locator('.ant-tree-treenode', { has: page.getByTestId(`grant-group:${groupKey}`) });
  if ((await node.locator('.ant-tree-switcher_open').count()) === 0) {
    await node.locator('.ant-tree-switcher').click();
  }
}

/** Items the sidebar shows under a group, after unfolding it. */
async function sidebarItemsOf(page: Page, group: string): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  const submenu = sidebar.locator('.ant-menu-submenu', { hasText: group });
  if (!(await submenu.evaluate((node) => node.classList.contains('ant-menu-submenu-open')))) {
    await sidebar.getByText(group, { exact: true }).click();
  }
  const items = submenu.locator('.ant-menu-sub .ant-menu-item');
  await items.first().waitFor();
  return (await items.allInnerTexts()).map((text) => text.trim());
}

/** A call the page itself could make, with the signed-in token. */
async function apiStatus(page: Page, path: string): Promise<{ status: number; message?: string }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { 'x-auth-token': localStorage.getItem('token') ?? '' } });
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { status: response.status, message: body.message };
  }, path);
}

describe('users and access rights', () => {
  it('lets the owner add a cashier, with checks before anything is sent', async () => {
    await signIn(owner, server.url, 'PST', 'OWNER');
    await owner.waitForURL('**/dashboard');
    await owner.goto(`${server.url}/data-users`);
    await owner.getByRole('heading', { name: 'Data Users' }).waitFor();
    await row(owner, 'Budi Santoso').waitFor();
    expect(await owner.locator('.ant-table-thead th').allInnerTexts()).toEqual([
      'User ID',
      'Nama',
      'Level',
      'Status',
      'Terakhir Masuk',
      'Aksi',
    ]);
    // The owner signed in just now: the last sign-in reads as an Indonesian date and time.
    const lastLogin = await row(owner, 'Budi Santoso').locator('td').nth(4).innerText();
    expect(lastLogin).toMatch(
      /^\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4} \d{2}:\d{2}$/,
    );
    await takeShot(owner, 'data-users');

    await owner.getByTestId('user-add').click();
    await dialog(owner, 'Tambah User').waitFor();
    await owner.getByTestId('user-field-user_id').fill(NEW_USER.id.toLowerCase());
    expect(await owner.getByTestId('user-field-user_id').inputValue()).toBe(NEW_USER.id);
    await owner.getByTestId('user-field-user_name').fill(NEW_USER.name);
    expect(await owner.getByTestId('user-field-user_name').inputValue()).toBe(NEW_USER.name);

    // No level above the owner's own is offered.
    const levels = await openSelect(owner, owner.getByTestId('user-field-level'));
    await expect
      .poll(() => levels.allInnerTexts())
      .toEqual(['OWN - Owner', 'SPV - Supervisor', 'ADM - Admin', 'KASIR - Kasir', 'SALES - Sales']);
    await levels.filter({ hasText: 'KASIR - Kasir' }).click();

    await owner.getByTestId('user-field-password').fill('123');
    await expect
      .poll(() => dialog(owner, 'Tambah User').getByText('Password Minimal 6 Karakter').isVisible())
      .toBe(true);
    await owner.getByTestId('user-field-password').fill(NEW_USER.first);
    await owner.getByTestId('user-field-confirm_password').fill('rahasia2');
    await expect
      .poll(() =>
        dialog(owner, 'Tambah User').getByText('Konfirmasi Password Tidak Sama Dengan Password').isVisible(),
      )
      .toBe(true);
    await takeShot(owner, 'data-users-add-errors');

    await owner.getByTestId('user-field-confirm_password').fill(NEW_USER.first);
    // Enter in an input never saves.
    await owner.getByTestId('user-field-confirm_password').press('Enter');
    await owner.waitForTimeout(500);
    expect(await dialog(owner, 'Tambah User').isVisible()).toBe(true);
    expect(await toast(owner, TEXTS.saved).count()).toBe(0);
    await takeShot(owner, 'data-users-add');

    await dialog(owner, 'Tambah User').getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toast(owner, TEXTS.saved).isVisible()).toBe(true);
    await dialog(owner, 'Tambah User').waitFor({ state: 'hidden' });

    await owner.getByLabel('Cari').fill(NEW_USER.id);
    await expect.poll(() => owner.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    const cells = await row(owner, NEW_USER.id).locator('td').allInnerTexts();
    expect(cells.slice(0, 5).map((cell) => cell.replace(/\s+/g, ' ').trim())).toEqual([
      NEW_USER.id,
      NEW_USER.name,
      'KASIR - Kasir',
      'Aktif Wajib ganti password',
      'Belum pernah',
    ]);
    await takeShot(owner, 'data-users-new-cashier');
  });

  it('refuses a user id that exists, with the server’s words', async () => {
    await owner.getByTestId('user-add').click();
    await dialog(owner, 'Tambah User').waitFor();
    await owner.getByTestId('user-field-user_id').fill('kasir');
    await owner.getByTestId('user-field-user_name').fill('Orang Lain');
    await choose(owner, 'user-field-level', 'KASIR - Kasir');
    await owner.getByTestId('user-field-password').fill('rahasia1');
    await owner.getByTestId('user-field-confirm_password').fill('rahasia1');
    await dialog(owner, 'Tambah User').getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toast(owner, 'User ID KASIR sudah ada').isVisible()).toBe(true);
    expect(await dialog(owner, 'Tambah User').isVisible()).toBe(true);
    await dialog(owner, 'Tambah User').getByRole('button', { name: TEXTS.cancel }).click();
    await dialog(owner, 'Tambah User').waitFor({ state: 'hidden' });
  });

  it('grants the cashier two menu items on /hak-akses-users', async () => {
    // An owner's tree is all ticked and locked: full-access levels see everything.
    await openGrantsOf(owner, 'OWNER - Budi Santoso (OWN)');
    expect(await owner.getByTestId('grants-locked').innerText()).toBe(
      'Level OWN, SU dan MU selalu melihat semua menu',
    );
    const dataMaster = grantBox(owner, 'group:data-master');
    expect(await dataMaster.getAttribute('class')).toContain('ant-tree-checkbox-checked');
    expect(await dataMaster.getAttribute('class')).toContain('ant-tree-checkbox-disabled');
    expect(await owner.getByTestId('grant-group:data-master').innerText()).toContain('29/29');
    await owner.getByTestId('grants-save').waitFor({ state: 'detached' });
    await takeShot(owner, 'hak-akses-owner-locked');

    await choose(owner, 'grants-user', NEW_USER_LABEL);
    await expect.poll(() => owner.getByTestId('grants-count').innerText()).toBe('0 menu dipilih');
    expect(await owner.getByText('(modul SEPUHAN_MODULE)').isVisible()).toBe(true);
    await unfold(owner, 'data-master');
    await grantBox(owner, 'master-group').click();
    await grantBox(owner, 'master-baki').click();
    await expect.poll(() => owner.getByTestId('grants-count').innerText()).toBe('2 menu dipilih');
    expect(await owner.getByTestId('grant-group:data-master').innerText()).toContain('2/29');
    await owner.mouse.move(0, 0);
    await takeShot(owner, 'hak-akses-grant');
    await owner.getByTestId('grants-save').click();
    await expect.poll(() => toast(owner, TEXTS.saved).isVisible()).toBe(true);
  });

  it('makes the new cashier change the password first, then shows only the granted items', async () => {
    await signIn(kasir, server.url, 'PST', NEW_USER.id, NEW_USER.first);
    await kasir.waitForURL('**/dashboard');
    const modal = kasir.getByRole('dialog', { name: TEXTS.menuChangePassword });
    await modal.waitFor();
    // It cannot be dismissed: no close button, Escape does nothing.
    expect(await modal.locator('.ant-modal-close').count()).toBe(0);
    await kasir.keyboard.press('Escape');
    await kasir.waitForTimeout(400);
    expect(await modal.isVisible()).toBe(true);
    await takeShot(kasir, 'kasir2-forced-password');

    await kasir.getByTestId('password-old').fill(NEW_USER.first);
    await kasir.getByTestId('password-new').fill(NEW_USER.own);
    await kasir.getByTestId('password-confirm').fill(NEW_USER.own);
    await modal.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toast(kasir, TEXTS.passwordChanged).isVisible()).toBe(true);
    await modal.waitFor({ state: 'hidden' });

    // Only the granted items: no dashboard entry, only Data Master with its two items.
    expect(await sidebarTopLevel(kasir)).toEqual(['Data Master']);
    expect(await sidebarItemsOf(kasir, 'Data Master')).toEqual(['Master Group', 'Master Baki']);
    expect(await kasir.getByText(TEXTS.welcomeBack(NEW_USER.id)).isVisible()).toBe(true);
    await takeShot(kasir, 'kasir2-granted-menu');

    await kasir.goto(`${server.url}/master-group`);
    await kasir.getByRole('heading', { name: 'Master Group' }).waitFor();
    await kasir.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect((await apiStatus(kasir, '/api/group/paginated?skip=0&limit=10')).status).toBe(200);

    await kasir.goto(`${server.url}/transaksi-penjualan`);
    await expect.poll(() => kasir.getByText(TEXTS.accessDeniedTitle).isVisible()).toBe(true);
    await takeShot(kasir, 'kasir2-access-denied');

    // The server refuses what the menu does not grant, whatever the page does.
    expect(await apiStatus(kasir, '/api/users/paginated?skip=0&limit=10')).toEqual({
      status: 403,
      message: TEXTS.menuForbidden,
    });
  });

  it('takes master-group away from the cashier once the owner revokes it', async () => {
    await openGrantsOf(owner, NEW_USER_LABEL);
    await expect.poll(() => owner.getByTestId('grants-count').innerText()).toBe('2 menu dipilih');
    await grantBox(owner, 'master-group').click();
    await expect.poll(() => owner.getByTestId('grants-count').innerText()).toBe('1 menu dipilih');
    await owner.getByTestId('grants-save').click();
    await expect.poll(() => toast(owner, TEXTS.saved).isVisible()).toBe(true);

    // At once on the server, even before the cashier's page reloads.
    expect((await apiStatus(kasir, '/api/group/paginated?skip=0&limit=10')).status).toBe(403);

    // The sidebar first shows the stored menu, then the server's fresh one.
    await kasir.goto(`${server.url}/dashboard`);
    await expect.poll(() => sidebarTopLevel(kasir)).toEqual(['Data Master']);
    await expect
      .poll(() => sidebarItemsOf(kasir, 'Data Master'), { timeout: 10_000 })
      .toEqual(['Master Baki']);
    await kasir.goto(`${server.url}/master-group`);
    await expect.poll(() => kasir.getByText(TEXTS.accessDeniedTitle).isVisible()).toBe(true);
    await kasir.goto(`${server.url}/master-baki`);
    await kasir.getByRole('heading', { name: 'Master Baki' }).waitFor();
  });

  it('edits, deactivates and resets the password of a user', async () => {
    await owner.goto(`${server.url}/data-users`);
    await row(owner, NEW_USER.id).waitFor();
    await owner.getByTestId(`user-edit-${NEW_USER.id}`).click();
    await dialog(owner, 'Edit User').waitFor();
    expect(await owner.getByTestId('user-field-user_id').getAttribute('readonly')).not.toBeNull();
    await owner.getByTestId('user-field-user_name').fill('Sari Dewi Lestari');
    await owner.getByTestId('user-field-status_aktif').click();
    await takeShot(owner, 'data-users-edit');
    await dialog(owner, 'Edit User').getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toast(owner, TEXTS.saved).isVisible()).toBe(true);
    await expect.poll(() => row(owner, 'Sari Dewi Lestari').innerText()).toContain('Nonaktif');

    // The deactivated cashier's session ends at its next call.
    await kasir.goto(`${server.url}/master-baki`);
    await kasir.waitForURL((url) => url.pathname === '/');

    await owner.getByTestId(`user-reset-${NEW_USER.id}`).click();
    const reset = dialog(owner, `Reset Password ${NEW_USER.id}`);
    await reset.waitFor();
    await owner.getByTestId('reset-new-password').fill('sementara1');
    await owner.getByTestId('reset-confirm-password').fill('sementara1');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() =>
        toast(owner, 'Password berhasil direset. User wajib menggantinya saat masuk berikutnya.').isVisible(),
      )
      .toBe(true);
    await reset.waitFor({ state: 'hidden' });
  });

  it('keeps /data-users closed to a supervisor', async () => {
    await signIn(kasir, server.url, 'PST', 'SPV');
    await kasir.waitForURL('**/dashboard');
    await kasir.goto(`${server.url}/data-users`);
    await expect.poll(() => kasir.getByText(TEXTS.accessDeniedTitle).isVisible()).toBe(true);
    expect(await kasir.getByText(TEXTS.accessDeniedHint).isVisible()).toBe(true);
    await takeShot(kasir, 'spv-data-users-denied');
  });

  it('opens the API document to the owner, and keeps it and its data from a supervisor', async () => {
    await owner.goto(`${server.url}/api/docs`);
    await owner.getByRole('heading', { name: 'Dokumentasi API' }).waitFor();
    const count = owner.getByText(/^\d+ panggilan dalam \d+ area$/);
    await count.waitFor();
    expect(Number((await count.innerText()).split(' ')[0])).toBeGreaterThan(300);
    await owner.getByLabel('Cari path, area atau menu').fill('hutang perpanjang');
    const call = owner.getByText('/api/hutang/perpanjang', { exact: true });
    await call.click();
    await owner.getByText('Akses: Menu Lihat Hutang atau Transaksi Hutang').waitFor();
    await takeShot(owner, 'dokumentasi-api');

    // The supervisor signed in above: the page is refused, and so is the document behind it.
    await kasir.goto(`${server.url}/api/docs`);
    await expect.poll(() => kasir.getByText(TEXTS.accessDeniedTitle).isVisible()).toBe(true);
    expect(await apiStatus(kasir, '/api/openapi.json')).toEqual({
      status: 403,
      message: TEXTS.menuForbidden,
    });
  });
});
