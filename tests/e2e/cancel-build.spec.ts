// Cancel while a table is being built: the status says that nothing was stored and
// that the next solve builds the tables again (not that stored tables load at once),
// and the table list agrees.
import { expect, test } from '@playwright/test';

import { idle, open, settle, watchConsole } from './helpers';

test('a cancelled table build says that nothing was stored', async ({ page }) => {
  const errors = watchConsole(page);
  await open(page, `?scramble=${encodeURIComponent("R U F' L2 D B'")}`);
  await page.getByTestId('solver-select').selectOption('optimal');
  await page.getByTestId('optimal-table').selectOption('small');
  await settle(page);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('table-status')).toContainText(/Building tables/, { timeout: 30_000 });
  await page.getByTestId('cancel').click();
  await idle(page);
  const status = page.getByTestId('solve-status');
  await expect(status).toContainText('Cancelled. No tables were stored: the next solve builds them again.');
  await expect(status).not.toContainText('milliseconds');
  await expect(page.locator('[data-testid="table-entry"][data-solver="optimal"]')).toHaveAttribute(
    'data-where',
    'none',
  );
  expect(errors).toEqual([]);
});
