import { expect, type Page } from '@playwright/test';

/**
 * Runs one action of the token page's Manage card as its owner does: opens it (unless it is open), fills
 * it, asks for the preview, checks what the preview says, and confirms.
 */
export async function manage(
  page: Page,
  {
    action,
    fill,
    expected,
    confirm,
  }: { action: string; fill?: () => Promise<void>; expected: string; confirm: string },
) {
  const button = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: action, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await fill?.();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('action-preview')).toContainText(expected, { timeout: 30_000 });
  await page.getByRole('button', { name: confirm }).click();
}
