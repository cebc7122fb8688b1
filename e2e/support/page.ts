import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot, settled } from './browser.ts';
import { clickClosing, pickOption, settledPopup } from './select.ts';
import { DEMO_PASSWORD } from './session.ts';

/**
 * How a test file takes its pictures. Files differ on purpose: a long form wants the whole
 * screen, a scrolled counter its top; each keeps the waits it was written with.
 */
export interface ShotOptions {
  /** Put before every name, so that one file's pictures sort together ('cash-'). */
  prefix?: string;
  /** Scroll to the top first: the sticky header would be drawn in the middle of a full-page picture of a scrolled page. */
  fromTop?: boolean;
  /** Wait until every animation that ends has ended (antd fades dialogs, toasts and rows in). */
  settle?: boolean;
  /** A fixed pause before the picture, in ms, for what `settle` does not see; 600 unless said. */
  pause?: number;
  /**
   * The whole screen in one picture, with the header and sidebar where staff see them: the
   * viewport is made as tall as the page (and given 200 ms to lay out), then set back.
   */
  wholeScreen?: boolean;
}

/** A picture of the page into e2e/screenshots, once what moves has stopped moving. */
export async function takeShot(page: Page, name: string, options: ShotOptions = {}): Promise<void> {
  if (options.fromTop) await page.evaluate(() => window.scrollTo(0, 0));
  if (options.settle) await settled(page);
  const pause = options.pause ?? 600;
  if (pause > 0) await page.waitForTimeout(pause);
  const file = `${options.prefix ?? ''}${name}`;
  if (!options.wholeScreen) {
    await screenshot(page, file);
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1366, height: Math.max(800, height) });
  await page.waitForTimeout(200);
  await screenshot(page, file);
  await page.setViewportSize({ width: 1366, height: 800 });
}

/**
 * What tells `openScreen` that the screen it went to is there:
 * - 'title': the document title is exactly the text given ('Toko Emas Cabang Bekasi | DATA MEMBER');
 * - 'pusat title': the title is 'Toko Emas Pusat | ' and the text given (the owner's shop);
 * - 'title end': the title ends in ' | ' and the text given, whichever shop is signed in;
 * - 'heading': a heading of that name has appeared (screens that share one title).
 */
export type ScreenMark = 'title' | 'pusat title' | 'title end' | 'heading';

/** Goes to `url` and waits until the screen shows itself as `name` (see ScreenMark). */
export async function openScreen(page: Page, url: string, name: string, mark: ScreenMark): Promise<void> {
  await page.goto(url);
  if (mark === 'heading') await page.getByRole('heading', { name }).waitFor();
  else if (mark === 'title end') await expect.poll(() => page.title()).toMatch(new RegExp(` \\| ${name}$`));
  else {
    const title = mark === 'pusat title' ? `Toko Emas Pusat | ${name}` : name;
    await expect.poll(() => page.title()).toBe(title);
  }
}

/** Picks an option of an antd Select given by its test id or as a locator. */
export async function choose(page: Page, select: string | Locator, option: string | RegExp): Promise<void> {
  await pickOption(page, typeof select === 'string' ? page.getByTestId(select) : select, option);
}

/**
 * Picks the option of an antd select whose text contains `text` and waits until the select
 * shows it (without a trailing ' - ': 'CC01 - ' shows as 'CC01 - Cincin …').
 */
export async function pickShown(page: Page, select: Locator, text: string): Promise<void> {
  await pickOption(page, select, text);
  await expect.poll(() => select.innerText()).toContain(text.replace(/ - $/, ''));
}

/** The text of an option, whole: 'A4' but not 'Setengah A4'. */
export function wholeText(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** Types a barcode into the counter's scan field and presses Enter, as a scanner does. */
export async function scan(page: Page, kode: string): Promise<void> {
  const input = page.getByTestId('scan-input');
  await input.fill(kode);
  await input.press('Enter');
}

/**
 * Picks a day in the antd date picker carrying `testId`. The previous picker's panel stays
 * visible while it fades out and shows the same days: it is waited away first.
 */
export async function pickDate(page: Page, testId: string, date: string): Promise<void> {
  await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
  await page.getByTestId(testId).locator('input').click();
  await clickDay(page, date);
}

/**
 * Clicks a day of the open date picker once its panel stands still, and again if the panel
 * did not take it. A click during the opening motion can miss the day as the panel moves
 * (a loaded machine left the picker open in pesanan.e2e).
 */
export async function clickDay(page: Page, date: string): Promise<void> {
  const panel = settledPopup(page, '.ant-picker-dropdown');
  await clickClosing(panel, panel.locator(`td[title="${date}"]`));
}

/** The otorisasi dialog that is open (a closed one may still stand in the page). */
export function otorisasiDialog(page: Page): Locator {
  return page.locator('[data-testid="otorisasi-dialog"] .ant-modal:visible');
}

/**
 * Fills the otorisasi (a supervisor's approval) form: the user, the demo password and the
 * reason. `within` is the dialog when the form's fields are looked for inside it;
 * `submit` clicks its button, which some tests click themselves after a picture.
 */
export async function fillOtorisasi(
  page: Page,
  approval: { userId: string; alasan: string; within?: Locator; submit?: 'submit' | 'visible submit' },
): Promise<void> {
  const form = approval.within ?? page;
  await form.getByTestId('otorisasi-user').fill(approval.userId);
  await form.getByTestId('otorisasi-password').fill(DEMO_PASSWORD);
  await form.getByTestId('otorisasi-alasan').fill(approval.alasan);
  if (approval.submit === 'submit') await page.getByTestId('otorisasi-submit').click();
  // Two otorisasi dialogs may stand in the page (one closed): the button of the open one.
  if (approval.submit === 'visible submit')
    await page.locator('[data-testid="otorisasi-submit"]:visible').click();
}

/**
 * The helpers above bound to one test file's page and server (both set in its beforeAll,
 * hence the getters), with the file's own way of taking pictures and of knowing a screen.
 */
export function pageHelpers(
  on: () => { page: Page; baseUrl: string },
  options: { mark?: ScreenMark; shot?: ShotOptions } = {},
) {
  const page = () => on().page;
  const baseUrl = () => on().baseUrl;
  return {
    shot: (name: string) => takeShot(page(), name, options.shot),
    open: (path: string, name: string) =>
      openScreen(page(), `${baseUrl()}${path}`, name, options.mark ?? 'title'),
    choose: (select: string | Locator, option: string | RegExp) => choose(page(), select, option),
    pick: (select: Locator, text: string) => pickShown(page(), select, text),
    scan: (kode: string) => scan(page(), kode),
    pickDate: (testId: string, date: string) => pickDate(page(), testId, date),
  };
}

/**
 * Types an amount into a rupiah field and waits until the field shows it ("3,000,000"). Under a
 * loaded CI machine a render of the payment panel during the fill once moved the caret and the
 * field read "30,000,000" (sales-titipan, stop 40); the field is typed again until it holds the
 * amount. The render behind it is still to be found (see the stop's note).
 */
export async function fillAmount(page: Page, testId: string, digits: string): Promise<void> {
  const input = page.getByTestId(testId);
  const shown = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  await expect
    .poll(async () => {
      if ((await input.inputValue()) !== shown) await input.fill(digits);
      return input.inputValue();
    })
    .toBe(shown);
}
