import type { Locator, Page } from 'playwright-core';

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

/** Any antd popup (a select's list, a menu dropdown) once its opening motion has ended. */
export function settledPopup(page: Page, popup: '.ant-select-dropdown' | '.ant-dropdown'): Locator {
  return page.locator(
    `${popup}:visible:not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])`,
  );
}

/**
 * Opens an antd Select and clicks one of its options once the dropdown stands still.
 * A click that lands while the page is still settling (data loading, a re-render) can
 * leave the dropdown closed: it is opened again, up to three times, instead of waiting
 * forever for an option.
 */
export async function pickOption(page: Page, trigger: Locator, option: string): Promise<void> {
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
  await item.click();
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
