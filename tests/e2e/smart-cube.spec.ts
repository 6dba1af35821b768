// connectSmartCube through the real package (dist/widget/cubesolver.js, its worker and
// .wasm) in Chromium, with a fake of the standard navigator.bluetooth surface installed
// in the page (requestDevice, gatt.connect, getPrimaryService, getCharacteristic,
// startNotifications, characteristicvaluechanged, writeValue): a GoCube (unencrypted
// frames), 20 turns live, a lost turn resynced from the state read, markSolved,
// disconnect, and a page with no Web Bluetooth. The states are checked against the
// native CLI's apply. Also the time from a notification to its 'move' event.
import { expect, type Page, test } from '@playwright/test';
import { installFakeBluetooth, moveFrame, stateFrame } from './fake-bluetooth';
import { replay, SOLVED3, watchConsole } from './helpers';

/** A blank page with the API as `window.api` and, unless `bluetooth` is false, a fake GoCube behind navigator.bluetooth. */
async function openApi(page: Page, bluetooth = true): Promise<void> {
  await installFakeBluetooth(page, bluetooth);
  await page.route('**/fixtures/smart-cube.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><meta charset="utf-8"><title>Smart cube</title>
        <script type="module">import * as api from '/widget/cubesolver.js'; window.api = api;</script>`,
    }),
  );
  await page.goto('/fixtures/smart-cube.html');
  await page.waitForFunction(() => 'api' in window);
}

test.describe('connectSmartCube (the package, a fake Web Bluetooth)', () => {
  test('a GoCube: connects, 20 turns live, a lost turn resynced, markSolved, disconnect', async ({ page }) => {
    const errors = watchConsole(page);
    await openApi(page);
    const start = replay(SOLVED3, "R U2 F' L D");
    await page.evaluate((f) => {
      (window as any).fakeState = f;
    }, stateFrame(start));
    const connected = await page.evaluate(async () => {
      const w = window as any;
      const cube = await w.api.connectSmartCube();
      w.cube = cube;
      w.moves = [];
      w.states = [];
      w.latency = [];
      w.disconnects = 0;
      cube.addEventListener('move', (e: any) => {
        w.latency.push(performance.now() - w.lastNotify);
        w.moves.push(e.detail);
      });
      cube.addEventListener('state', (e: any) => w.states.push(e.detail));
      cube.addEventListener('disconnect', () => w.disconnects++);
      return { facelets: cube.facelets, model: cube.model, options: w.chooserOptions };
    });
    expect(connected.facelets).toBe(start);
    expect(connected.model).toBe('GoCube');
    expect(JSON.stringify(connected.options)).toContain('"namePrefix":"GoCube"');

    const turns = "R U R' U' F B' L2 D' R' F' U L' B D F2 R2 U' L B' D"
      .split(' ')
      .flatMap((m) => (m.endsWith('2') ? [m[0], m[0]] : [m]));
    const live = turns.slice(0, 20);
    for (const [i, m] of live.entries()) {
      await page.evaluate((bytes) => (window as any).cubeNotify(bytes), moveFrame(m));
      await page.waitForFunction((n) => (window as any).moves.length === n, i + 1);
    }
    const after = await page.evaluate(() => ({
      moves: (window as any).moves.map((d: any) => d.move),
      facelets: (window as any).cube.facelets,
      latency: (window as any).latency,
    }));
    expect(after.moves).toEqual(live);
    expect(after.facelets).toBe(replay(start, live.join(' ')));
    const sorted = [...after.latency].sort((a, b) => a - b);
    console.log(`notification to 'move' event: median ${sorted[10].toFixed(2)} ms, max ${sorted[19].toFixed(2)} ms`);
    expect(sorted[10]).toBeLessThan(16);

    // A turn lost on the air: the state read after it says so and resyncs.
    const truth = replay(after.facelets, 'B');
    await page.evaluate((f) => {
      (window as any).fakeState = f;
      (window as any).cube.checkState();
    }, stateFrame(truth));
    await page.waitForFunction(() => (window as any).states.length === 1);
    const resync = await page.evaluate(() => (window as any).states[0]);
    expect(resync).toMatchObject({ facelets: truth, reason: 'resync' });

    const solved = await page.evaluate(async () => {
      const w = window as any;
      await w.cube.markSolved();
      w.cube.disconnect();
      return {
        facelets: w.cube.facelets,
        reason: w.states.at(-1).reason,
        disconnects: w.disconnects,
        connected: w.fakeServer.connected,
      };
    });
    expect(solved).toEqual({ facelets: SOLVED3, reason: 'solved', disconnects: 1, connected: false });
    expect(errors).toEqual([]);
  });

  test('no Web Bluetooth: a SmartCubeError that names the browsers that have it', async ({ page }) => {
    await openApi(page, false);
    const e = await page.evaluate(() =>
      (window as any).api.connectSmartCube().catch((x: any) => ({
        name: x.name,
        code: x.code,
        message: x.message,
        isError: x instanceof (window as any).api.SmartCubeError,
      })),
    );
    expect(e).toMatchObject({ name: 'SmartCubeError', code: 'unsupported', isError: true });
    expect(e.message).toMatch(/Chrome, Edge or Opera/);
  });
});
