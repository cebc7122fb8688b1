import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The open antd dropdown once it has finished opening: rc-motion's -appear/-enter classes
 * are gone (and it is not closing). Its options are "visible" from the motion's first frame,
 * at opacity 0 and still moving; a click on one then fails Playwright's stability check,
 * and each retry scrolls the page its own way (block end, center, start). antd re-places a
 * dropdown when the page scrolls (above its select, then below), between the mousedown and
 * the mouseup: the mouseup lands on the page header and nothing is picked.
 */
export function openedDropdown(page: Page): Locator {
  return settledPopup(page, '.ant-select-dropdown');
}

/** Any antd popup (a select's list, a menu dropdown, a date picker) once its opening motion has ended. */
export function settledPopup(
  page: Page,
  popup: '.ant-select-dropdown' | '.ant-dropdown' | '.ant-picker-dropdown',
): Locator {
  return page.locator(
    `${popup}:visible:not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])`,
  );
}

/**
 * Opens an antd Select and clicks one of its options once the dropdown stands still.
 * A select that depends on another (baki on gudang) is enabled a render later and ignores
 * clicks until then: it is waited for. A click that lands while the page is still settling
 * (data loading, a re-render) can leave the dropdown closed: it is opened again, up to three
 * times, instead of waiting forever for an option. `option` is a part of the option's text,
 * or a RegExp for a whole one ('A4' but not 'Setengah A4').
 */
export async function pickOption(page: Page, trigger: Locator, option: string | RegExp): Promise<void> {
  await enabled(page, trigger);
  const item = openedDropdown(page).locator('.ant-select-item-option', { hasText: option }).first();
  for (let attempt = 1; ; attempt += 1) {
    await trigger.click();
    try {
      await item.waitFor({ state: 'visible', timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await clickClosing(openedDropdown(page), item);
}

/**
 * Clicks an entry of a standing popup (a select's option, a menu entry), which closes the
 * popup when it takes the click. A popup still open never got it: the mousedown and the
 * mouseup met different elements, so the browser sent the click to the list around them
 * (a CI run clicked Logout and saw no dialog); a person would click again, and so does this, up to three times.
 * A click the page took and then ignored still fails the caller, who waits for its effect.
 */
export async function clickClosing(popup: Locator, entry: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await entry.click();
    try {
      await popup.waitFor({ state: 'hidden', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Picks an option of a Select that asks the server as the user types (a member by name):
 * it is opened, the text typed into its search, and the option clicked once it is found
 * in the standing dropdown. The search box is filled, not typed into, so that a second
 * try replaces the text instead of adding to it.
 */
export async function searchOption(
  page: Page,
  trigger: Locator,
  typed: string,
  option: string,
): Promise<void> {
  await enabled(page, trigger);
  const item = openedDropdown(page).locator('.ant-select-item-option', { hasText: option }).first();
  for (let attempt = 1; ; attempt += 1) {
    await trigger.click();
    try {
      await openedDropdown(page).waitFor({ state: 'visible', timeout: 5_000 });
      await trigger.locator('input').fill(typed);
      await item.waitFor({ state: 'visible', timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await clickClosing(openedDropdown(page), item);
}

/**
 * Opens an antd Select to read its list (what is offered, what is not) and returns the
 * options of the dropdown once it stands still; they may then be clicked. Opened again,
 * up to three times, when a click leaves it closed.
 */
export async function openSelect(page: Page, trigger: Locator): Promise<Locator> {
  await enabled(page, trigger);
  for (let attempt = 1; ; attempt += 1) {
    await trigger.click();
    try {
      await openedDropdown(page).waitFor({ state: 'visible', timeout: 5_000 });
      return openedDropdown(page).locator('.ant-select-item-option');
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** Waits until the Select `trigger` is no longer disabled (a no-op for any other element). */
async function enabled(page: Page, trigger: Locator): Promise<void> {
  await trigger.and(page.locator(':not(.ant-select-disabled)')).waitFor();
}

/**
 * Answers the open confirm dialog with one of its buttons and waits until it has closed.
 * A click that lands while the dialog is still zooming in can be swallowed; it is given
 * again, up to three times, instead of a test waiting for what comes after it forever.
 */
export async function answerConfirm(page: Page, name: string): Promise<void> {
  const button = page.locator('.ant-modal-confirm').getByRole('button', { name, exact: true });
  for (let attempt = 1; ; attempt += 1) {
    await button.click();
    try {
      await button.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Clicks a dialog's button that closes it and waits until the dialog has faded out. When
 * the fade ends antd gives the focus back to what opened the dialog (the scan field, Tanpa
 * Barcode): a field filled before that would have its text typed into the scan field.
 */
export async function clickAndAwaitClose(dialog: Locator, button: Locator): Promise<void> {
  await button.click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Closes the slip dialog on top (its footer's Tutup) and waits until no dialog is left, so
 * the page's focus has come back before the next step types anything.
 */
export async function closeNota(page: Page): Promise<void> {
  const nota = page.locator('.ant-modal:visible').last();
  await clickAndAwaitClose(nota, nota.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }));
  await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
}
