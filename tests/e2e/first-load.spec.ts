// The page's first load (docs/BENCHMARKS.md, "The first load's fixed part within the
// bound"): the code of what the first paint does not show (the camera scan, the smart
// cube, the FMC panel, saving pictures and clips, the Embed dialog, Workbox's window
// part) is in chunks of its own, fetched when used; the page works the same once they
// come. The offline precache holds them (offline.spec.ts).
import { expect, test } from '@playwright/test';

import { open } from './helpers';

const LATER = /\/assets\/(camera-scan|smart-cube-page|fmc-panel|embed-dialog|clip|images|net-svg)-[\w-]+\.js$/;

test('the scan, smart cube, FMC, saving and Embed chunks come when their panel opens or they are used, not before', async ({
  page,
}) => {
  const fetched: string[] = [];
  // The page's own requests (the Embed dialog's preview is the iframe page, with its own chunks).
  page.on('request', (r) => {
    if (r.frame() === page.mainFrame()) fetched.push(new URL(r.url()).pathname);
  });
  const later = () => fetched.flatMap((p) => LATER.exec(p)?.[1] ?? []);
  await open(page, `?scramble=${encodeURIComponent("R U R' U'")}`);
  // The page is ready (core, solvers, the first update): none of them was needed.
  expect(later()).toEqual([]);

  // Opened, each panel gets its code and works: its controls enabled as its code says.
  await page.getByTestId('scan-open').click();
  await expect(page.getByTestId('scan-start')).toBeEnabled();
  await expect(page.getByTestId('scan-capture')).toBeDisabled();
  await expect(page.getByTestId('scan-instruction')).toContainText(/\S/);
  await page.getByTestId('smartcube-open').click();
  await expect(page.getByTestId('smartcube-support')).toContainText(/\S/);
  await expect(page.getByTestId('smartcube-follow')).toBeDisabled();
  await page.getByTestId('fmc-open').click();
  await expect(page.getByTestId('fmc-scramble')).toHaveText("R U R' U'");
  expect(later().sort()).toEqual(['camera-scan', 'fmc-panel', 'smart-cube-page']);

  // Saving a picture of the scrambled cube fetches the pictures' code (no solve needed).
  const download = page.waitForEvent('download');
  await page.getByTestId('save-image').click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  await expect.poll(() => later().sort()).toEqual(['camera-scan', 'fmc-panel', 'images', 'smart-cube-page']);

  // The Embed button fetches the dialog's code, then opens it with the snippets.
  await page.getByTestId('embed').click();
  await expect(page.getByTestId('embed-dialog')).toBeVisible();
  await expect(page.getByTestId('embed-script')).toHaveValue(/<cube-player /);
  expect(later().sort()).toEqual(['camera-scan', 'embed-dialog', 'fmc-panel', 'images', 'smart-cube-page']);
});
