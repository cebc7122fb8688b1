import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
export const screenshotDir = path.join(root, 'e2e/screenshots');

/**
 * Debian's Chromium, headless, with the flags this closed network needs. The machine's
 * zone is the shop's (Asia/Jakarta) unless a test plays a laptop left on another one.
 */
export async function openBrowser(
  options: { timezoneId?: string } = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1366, height: 800 },
    locale: 'id-ID',
    timezoneId: options.timezoneId ?? 'Asia/Jakarta',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // A click that cannot happen fails with the locator it waited for, not as a silent test timeout.
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * antd fades dialogs, toasts and rows in: waits until every animation that ends has
 * ended (spinners and progress bars run forever and are not waited for).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((motion) => motion.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((motion) => motion.finished),
    ),
  );
}

/**
 * Clicks once the target stands still: visible, and the same box two looks 100 ms apart. A
 * sidebar group opens with a height motion; on a loaded machine a click during it lands beside
 * its item (Playwright's own stability check can pass between slow frames), and nothing opens.
 */
export async function clickWhenStill(target: Locator): Promise<void> {
  await target.waitFor({ state: 'visible' });
  let previous = await target.boundingBox();
  for (let look = 0; look < 50; look += 1) {
    await target.page().waitForTimeout(100);
    const box = await target.boundingBox();
    const same =
      box && previous && box.x === previous.x && box.y === previous.y && box.height === previous.height;
    if (same) break;
    previous = box;
  }
  await target.click();
}
