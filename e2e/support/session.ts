import type { Page } from 'playwright-core';
import { answerConfirm, clickClosing, pickOption, settledPopup } from './select.ts';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the real login form, as staff do. */
export async function signIn(
  page: Page,
  baseUrl: string,
  kodeToko: string,
  userId: string,
  password = DEMO_PASSWORD,
) {
  // Start signed out, whatever the previous test left in this browser. A page that was
  // just signed out may still be on its way to '/' (a timed redirect): let it land.
  await gotoSettled(page, `${baseUrl}/blank`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseUrl}/`);
  await pickOption(page, page.getByTestId('login-shop'), `${kodeToko} - `);
  await page.getByTestId('login-user').fill(userId.toLowerCase());
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

async function gotoSettled(page: Page, url: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('interrupted by another navigation')) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/**
 * Opens the user menu and clicks one entry once the menu stands still and no dialog is
 * closing (a dialog still closing, or a retried click, scrolls the page and antd re-places
 * the menu during its opening motion); an entry clicked without effect is clicked again.
 */
export async function userMenu(page: Page, entry: 'Tutup Toko' | 'Ganti Password' | 'Logout') {
  await page.locator('.ant-modal-wrap:visible').waitFor({ state: 'detached' });
  await page.getByTestId('user-dropdown').click();
  const menu = settledPopup(page, '.ant-dropdown');
  await clickClosing(menu, menu.locator('.ant-dropdown-menu-item', { hasText: entry }));
}

/** Clicks OK in the open confirm dialog (exact: 'Tutup Toko Sekarang' contains "ok"). */
export async function confirmOk(page: Page) {
  await answerConfirm(page, 'OK');
}

/** Sidebar entries of the first level, as the user reads them. */
export async function sidebarTopLevel(page: Page): Promise<string[]> {
  const items = page.getByTestId('sidebar').locator('.ant-menu-root > li');
  return (await items.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}
