import type { Locator, Page } from 'playwright-core';

/**
 * Opens an antd Select and clicks one of its options. A click that lands while the
 * page is still settling (data loading, a re-render) can leave the dropdown closed:
 * it is opened again, up to three times, instead of waiting forever for an option.
 */
export async function pickOption(page: Page, trigger: Locator, option: string): Promise<void> {
  const item = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first();
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
