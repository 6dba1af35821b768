// Colour schemes and orientation: picked in the page, drawn by the 3D view and the net,
// kept in the link and in localStorage. One page for the whole spec (a page load costs
// seconds of CPU in SwiftShader), its localStorage cleared after each test; no service
// worker (the project's setting: a routed page below must reach the network).
import { expect, type Page, test } from '@playwright/test';

import { open, SOLVED3, settle, sharePage } from './helpers';

let page: Page;
sharePage((shared) => {
  page = shared;
});

/** Share of the 3D view's pixels closest to `rgb` (within a hue distance), lit or shaded. */
async function coverage(page: Page, rgb: [number, number, number]): Promise<number> {
  return page.evaluate((target) => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="cube-view"] canvas')!;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const ctx = copy.getContext('2d', { willReadFrequently: true })!;
    // The view keeps no frame (no preserveDrawingBuffer): it draws one now, read in this task.
    canvas.dispatchEvent(new Event('cube-render-now'));
    ctx.drawImage(canvas, 0, 0);
    const data = ctx.getImageData(0, 0, copy.width, copy.height).data;
    // Compare directions in colour space, so shading (a darker copy) still matches.
    const norm = (r: number, g: number, b: number) => {
      const l = Math.hypot(r, g, b) || 1;
      return [r / l, g / l, b / l];
    };
    const t = norm(...target);
    let hits = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] < 200 || Math.max(data[i], data[i + 1], data[i + 2]) < 90) continue;
      const c = norm(data[i], data[i + 1], data[i + 2]);
      if (c[0] * t[0] + c[1] * t[1] + c[2] * t[2] > 0.985) hits++;
    }
    return hits / (copy.width * copy.height);
  }, rgb);
}

async function netColors(page: Page): Promise<string[]> {
  return page
    .getByTestId('net-view')
    .locator('.net-sticker')
    .evaluateAll((s) => s.map((e) => getComputedStyle(e).backgroundColor));
}

test('a picked face colour and "yellow on top" show in 3D and on the net, and go in the link', async () => {
  await open(page);
  await page.getByTestId('display-settings').locator('summary').click();
  const MAGENTA: [number, number, number] = [255, 0, 255];
  expect(await coverage(page, MAGENTA)).toBeLessThan(0.001);

  // U magenta: the top of the cube (seen from above) turns magenta.
  await page.getByTestId('color-U').fill('#ff00ff');
  await settle(page);
  await expect(page.getByTestId('scheme-preset')).toHaveValue('custom');
  await expect.poll(() => coverage(page, MAGENTA)).toBeGreaterThan(0.02);
  expect((await netColors(page)).slice(0, 9)).toEqual(Array(9).fill('rgb(255, 0, 255)'));

  // Yellow (D) on top, green in front: the U face goes to the bottom, out of sight.
  await page.getByTestId('orient-top').selectOption('D');
  await expect(page.getByTestId('orient-front')).toHaveValue('F');
  await expect.poll(() => coverage(page, MAGENTA)).toBeLessThan(0.001);
  await expect(page.getByTestId('net-view')).toHaveAttribute('data-facelets', /^D{9}L{9}F{9}U{9}R{9}B{9}$/);
  const colors = await netColors(page);
  expect(colors.slice(27, 36)).toEqual(Array(9).fill('rgb(255, 0, 255)'));
  // The state itself is unchanged: only the way it is held.
  await expect(page.getByTestId('current-facelets')).toHaveText(SOLVED3);
  await expect(page.getByTestId('state-words')).toContainText('Top: yellow yellow yellow');

  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toContain('colors=ff00ff-c41e3a-009e60-ffd500-ff6a13-0051ba');
  expect(link).toContain('orient=DF');

  // The link opens with the same look in a browser that kept none (localStorage emptied).
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank'); // the address bar shows the link already: loaded afresh
  await open(page, link.slice(link.indexOf('?')));
  await expect(page.getByTestId('orient-top')).toHaveValue('D');
  await expect(page.getByTestId('color-U')).toHaveValue('#ff00ff');
  await expect(page.getByTestId('net-view')).toHaveAttribute('data-facelets', /^D{9}/);

  // This browser remembers the look without the link.
  await open(page, '?scramble=R');
  await expect(page.getByTestId('orient-top')).toHaveValue('D');
  await expect(page.getByTestId('color-U')).toHaveValue('#ff00ff');

  // A preset, then back to the standard look.
  await page.getByTestId('display-settings').locator('summary').click();
  await page.getByTestId('scheme-preset').selectOption('japanese');
  await expect(page.getByTestId('share-link')).toHaveValue(/colors=japanese/);
  await expect(page.getByTestId('color-D')).toHaveValue('#0051ba');
  await page.getByTestId('look-reset').click();
  await expect(page.getByTestId('orient-top')).toHaveValue('U');
  await expect(page.getByTestId('share-link')).not.toHaveValue(/colors=|orient=/);
});

test('the look stays with the cubes as another puzzle is picked; the Pyraminx keeps its own colours', async () => {
  const MAGENTA: [number, number, number] = [255, 0, 255];
  await open(page, '?colors=ff00ff-c41e3a-009e60-ffd500-ff6a13-0051ba');
  await expect.poll(() => coverage(page, MAGENTA)).toBeGreaterThan(0.02);
  await page.getByTestId('puzzle-2x2x2').check();
  await settle(page);
  await expect.poll(() => coverage(page, MAGENTA)).toBeGreaterThan(0.02);
  // Its faces share the cube's letters, not its colours: R is blue (as on its net), not
  // the cube's red; seen from its first angle, F (green) and R.
  await page.getByTestId('puzzle-pyraminx').check();
  await settle(page);
  await expect.poll(() => coverage(page, [0, 81, 186])).toBeGreaterThan(0.005);
  expect(await coverage(page, [196, 30, 58])).toBeLessThan(0.001);
  await page.getByTestId('puzzle-3x3x3').check();
  await settle(page);
  await expect.poll(() => coverage(page, MAGENTA)).toBeGreaterThan(0.02);
});

test('2x2x2 held another way: the net is the core turned state', async () => {
  await open(page, '?puzzle=2x2x2&scramble=R+U&orient=FD');
  // Front face on top, Down in front: an x rotation.
  await expect(page.getByTestId('orient-top')).toHaveValue('F');
  await expect(page.getByTestId('orient-front')).toHaveValue('D');
  const shown = await page.getByTestId('view-facelets').textContent();
  const net = await page.getByTestId('net-view').getAttribute('data-facelets');
  expect(net).toMatch(/^[URFDLB]{24}$/);
  expect(net).not.toBe(shown);
  // The same turn done by the core as a scramble: "R U x" ends in the net's facelets.
  await open(page, `?puzzle=2x2x2&scramble=${encodeURIComponent('R U x')}`);
  await expect(page.getByTestId('current-facelets')).toHaveText(net!);
});

test('bad colours and orientations in a link are refused with a message', async () => {
  await open(page, '?orient=UD&colors=rainbow');
  await expect(page.getByTestId('notices')).toContainText('orientation "UD" is not possible');
  await expect(page.getByTestId('notices')).toContainText('colour scheme "rainbow" is not known');
  await expect(page.getByTestId('orient-top')).toHaveValue('U');
  await open(page, '?colors=%3Cscript%3E');
  await expect(page.getByTestId('notices')).toContainText('expected a scheme name or six hex colours');
});

test.describe('the Embed snippets', () => {
  test('carry the colour scheme and how the cube is held; the pasted widget and the iframe show them', async () => {
    const custom = 'ff00ff-c41e3a-009e60-ffd500-ff6a13-0051ba';
    await open(page, `?scramble=R+U&colors=${custom}&orient=DF`);
    await page.getByTestId('embed').click();
    const script = await page.getByTestId('embed-script').inputValue();
    const iframe = await page.getByTestId('embed-iframe').inputValue();
    // Yellow (D) on top, green (F) in front is a z2 rotation; the colours as six hex values.
    expect(script).toContain(' colors="ff00ff,c41e3a,009e60,ffd500,ff6a13,0051ba"');
    expect(script).toContain(' orientation="z2"');
    expect(iframe).toContain('colors=ff00ff%2Cc41e3a%2C009e60%2Cffd500%2Cff6a13%2C0051ba');
    expect(iframe).toContain('orientation=z2');
    // The colours choice: the standard colours take the scheme out of both snippets and
    // the preview's address (how the cube is held stays); the page's put it back.
    const colours = page.getByTestId('embed-colours');
    const preview = page.getByTestId('embed-preview');
    await expect(colours).toBeVisible();
    await expect(colours).toHaveValue('page');
    await expect(preview).toHaveAttribute('src', /colors=ff00ff%2Cc41e3a/);
    await colours.selectOption('standard');
    await expect(page.getByTestId('embed-script')).not.toHaveValue(/ colors=/);
    await expect(page.getByTestId('embed-script')).toHaveValue(/ orientation="z2"/);
    await expect(page.getByTestId('embed-iframe')).not.toHaveValue(/colors=/);
    await expect(page.getByTestId('embed-iframe')).toHaveValue(/orientation=z2/);
    await expect(preview).not.toHaveAttribute('src', /colors=/);
    await expect(preview).toHaveAttribute('src', /orientation=z2/);
    await colours.selectOption('page');
    await expect(page.getByTestId('embed-script')).toHaveValue(script);
    await expect(page.getByTestId('embed-iframe')).toHaveValue(iframe);
    await expect(preview).toHaveAttribute('src', /colors=ff00ff%2Cc41e3a/);

    // Pasted into a page of its own: no error, D's stickers on top, U's magenta drawn.
    await page.route('**/fixtures/pasted-look.html', (route) =>
      route.fulfill({
        body: `<!doctype html><meta charset="utf-8"><title>Pasted</title>${script.replace('<cube-player', '<cube-player view="2d"')}`,
        contentType: 'text/html',
      }),
    );
    await page.goto('/fixtures/pasted-look.html');
    const player = page.locator('cube-player');
    await expect.poll(() => player.evaluate((el: any) => el.state[4]), { timeout: 30_000 }).toBe('D');
    await expect(player.locator('[part="error"]')).toBeHidden();
    // The iframe's page reads the same values.
    const src = /src="([^"]+)"/.exec(iframe)![1].replace(/&amp;/g, '&');
    await page.goto(src);
    const framed = page.locator('cube-player');
    await expect.poll(() => framed.evaluate((el: any) => el.state[4]), { timeout: 30_000 }).toBe('D');
    await expect(framed.locator('[part="error"]')).toBeHidden();

    // The look is the cubes': the 8-puzzle's snippet carries neither, though the page keeps it.
    await open(page, '?puzzle=8puzzle');
    await page.getByTestId('embed').click();
    expect(await page.getByTestId('embed-script').inputValue()).toContain('puzzle="8puzzle"');
    expect(await page.getByTestId('embed-script').inputValue()).not.toMatch(/ colors=| orientation=/);
    await expect(page.getByTestId('embed-colours')).toBeHidden(); // no colours to choose
    await page.keyboard.press('Escape');

    // The standard look (the page kept the chosen one: back to it on the 3x3x3, in the
    // same page) puts neither in the snippet.
    await page.getByTestId('puzzle-3x3x3').check();
    await page.getByTestId('scramble-input').fill('R U');
    await settle(page);
    await page.getByTestId('display-settings').locator('summary').click();
    await page.getByTestId('look-reset').click();
    await settle(page);
    await page.getByTestId('embed').click();
    expect(await page.getByTestId('embed-script').inputValue()).not.toMatch(/ colors=| orientation=/);
    expect(await page.getByTestId('embed-iframe').inputValue()).not.toMatch(/colors=|orientation=/);
    await expect(page.getByTestId('embed-colours')).toBeHidden();
  });
});
