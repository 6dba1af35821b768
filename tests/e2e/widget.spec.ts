// The <cube-player> widget: the bundle in a plain page (12 players, one shared worker
// and WebGL renderer), attribute changes, errors, hostile host CSS, the iframe page,
// the image mode (projects that install the package: tests/consumers). Fixture pages
// are served from tests/e2e/fixtures/ through request routing; the widget comes from
// dist/widget/ (scripts/build-widget.sh).

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { canvasInk, open, replay, SOLVED3, watchConsole } from './helpers';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** Serves tests/e2e/fixtures/** at /fixtures/**. */
async function serveFixtures(page: Page): Promise<void> {
  await page.route('**/fixtures/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/fixtures\//, '');
    route.fulfill({ body: readFileSync(FIXTURES + path), contentType: 'text/html' });
  });
}

type Event = { id?: string; type: string; detail: Record<string, unknown> };
const events = (page: Page): Promise<Event[]> => page.evaluate(() => (window as unknown as { events: Event[] }).events);

test.describe('the <cube-player> widget', () => {
  test('twelve players on a plain page: each drawn and playing, one worker', async ({ page }) => {
    test.setTimeout(180_000); // twelve animated players rendered on the CPU (SwiftShader)
    const errors = watchConsole(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await serveFixtures(page);
    await page.goto('/fixtures/widget/plain.html');
    const ids = Array.from({ length: 12 }, (_, i) => `p${i + 1}`);
    // Every player is ready and plays: moves arrive from each.
    await expect
      .poll(
        async () => {
          const moves = await page.evaluate(() => (window as unknown as { moves: Record<string, number> }).moves);
          return ids.filter((id) => (moves[id] ?? 0) >= 2).length;
        },
        { timeout: 120_000 },
      )
      .toBe(12);
    for (const id of ids) {
      const ink = await canvasInk(page, `#${id}`);
      expect(ink.kind, id).toBe('2d'); // drawn through the shared renderer, no context of its own
      expect(ink.painted, id).toBeGreaterThan(0.1);
      expect(ink.colours, id).toBeGreaterThanOrEqual(3);
    }
    const ev = await events(page);
    expect(ev.filter((e) => e.type === 'error')).toEqual([]);
    // The solved event: the solvers' solutions end solved (p10, p12 replay them).
    await expect
      .poll(async () => (await events(page)).filter((e) => e.type === 'solved').map((e) => e.id), { timeout: 60_000 })
      .toEqual(expect.arrayContaining(['p10', 'p12']));
    expect(workers.filter((u) => u.includes('cube-player-worker')).length).toBe(1);
    expect(errors).toEqual([]);
  });

  test("attribute changes update the player; the JS API steps through the moves; image mode draws the core's colours", async ({
    page,
  }) => {
    await serveFixtures(page);
    await page.goto('/fixtures/widget/one.html');
    const p1 = page.locator('#p');
    await expect.poll(() => p1.evaluate((el: any) => el.length)).toBe(4);
    // Pictures out: the 3D view as PNG (its canvas's size), the net of the state shown as
    // SVG (54 stickers), the four moves as a GIF (size and frames read from the file).
    const files = await p1.evaluate(async (el: any) => {
      const png = new DataView(await (await el.saveImage('png')).arrayBuffer());
      const svg = await (await el.saveImage('svg')).text();
      const gif = new Uint8Array(await (await el.saveAnimation('gif', { speed: 4, size: 120 })).arrayBuffer());
      const decoder = new ImageDecoder({ data: gif, type: 'image/gif' });
      await decoder.tracks.ready;
      const canvas = el.shadowRoot.querySelector('canvas');
      return {
        png: [png.getUint32(0).toString(16), png.getUint32(16), png.getUint32(20)],
        canvas: ['89504e47', canvas.width, canvas.height],
        stickers: new DOMParser().parseFromString(svg, 'image/svg+xml').querySelectorAll('rect[data-facelet]').length,
        gif: [String.fromCharCode(...gif.slice(0, 6)), gif[6] | (gif[7] << 8), gif[8] | (gif[9] << 8)],
        frames: decoder.tracks.selectedTrack!.frameCount,
      };
    });
    expect(files.png).toEqual(files.canvas);
    expect(files.stickers).toBe(54);
    expect(files.gif).toEqual(['GIF89a', 120, 144]);
    expect(files.frames).toBeGreaterThan(4);
    await p1.evaluate((el: any) => {
      el.setAttribute('alg', 'R');
      el.setAttribute('controls', 'full');
    });
    await expect.poll(() => p1.evaluate((el: any) => el.length)).toBe(1);
    await p1.evaluate((el: any) => el.jumpTo(1));
    const afterR = await p1.evaluate((el: any) => el.state as string);
    expect(afterR).not.toBe(SOLVED3);
    expect(afterR.slice(0, 9)).toBe('UUFUUFUUF'); // U's right column came from F
    // The controls follow: a full bar with the move list.
    await expect(p1.locator('.moves .chip')).toHaveText(['R']);
    await p1.locator('button.to-start').click();
    await expect.poll(() => p1.evaluate((el: any) => el.state)).toBe(SOLVED3);
    // NISS: the ^( ) moves play after the normal ones, undone, their chips marked; a
    // scramble the alg solves (the inverse side acting before it) ends solved.
    await p1.evaluate((el: any) => {
      el.setAttribute('scramble', "F U' R'");
      el.setAttribute('alg', 'R U ^(F)');
    });
    await expect.poll(() => p1.evaluate((el: any) => el.length)).toBe(3);
    await expect(p1.locator('.moves .chip.inverse-side')).toHaveCount(1);
    await p1.evaluate((el: any) => el.jumpTo(3));
    await expect.poll(() => p1.evaluate((el: any) => el.state)).toBe(SOLVED3);
    await p1.evaluate((el: any) => {
      el.removeAttribute('scramble');
      el.setAttribute('alg', 'R');
    });
    await expect.poll(() => p1.evaluate((el: any) => el.length)).toBe(1);
    // Another puzzle: the 2x2x2's 24 stickers.
    await p1.evaluate((el: any) => el.setAttribute('puzzle', '2x2x2'));
    await expect.poll(() => p1.evaluate((el: any) => (el.state as string).length)).toBe(24);
    // setState: a start state; the moves are played from it.
    await p1.evaluate((el: any) => {
      el.setAttribute('puzzle', '3x3x3');
      el.setAttribute('alg', "R'");
      el.setState('UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB');
    });
    // The new track is loaded when its start shows (the 2x2x2's track was 1 move long too).
    await expect
      .poll(() => p1.evaluate((el: any) => el.state))
      .toBe('UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB');
    await expect.poll(() => p1.evaluate((el: any) => el.length)).toBe(1);
    await p1.evaluate((el: any) => el.jumpTo(1));
    await expect.poll(() => p1.evaluate((el: any) => el.state)).toBe(SOLVED3);

    // Image mode, a player of its own in the same page: an SVG with the sticker colours
    // the core gives for the alg.
    await page.evaluate(() => {
      const p = document.createElement('cube-player');
      p.id = 'img';
      p.setAttribute('view', 'image');
      p.setAttribute('alg', 'R');
      p.setAttribute('size', '150');
      document.body.prepend(p);
    });
    const svg = page.locator('#img svg');
    const fill = (i: number) => svg.locator(`polygon[data-facelet="${i}"]`);
    await expect(fill(2)).toHaveAttribute('fill', '#009e60'); // U right column: green from F
    await expect(fill(0)).toHaveAttribute('fill', '#f5f5f0'); // the rest of U: white
    await expect(fill(20)).toHaveAttribute('fill', '#ffd500'); // F right column: yellow from D
    await expect(fill(9)).toHaveAttribute('fill', '#c41e3a'); // R: red
    await expect(svg).toHaveAttribute('width', '150');
    // VisualCube's names: pzl, sch, case (the inverse is applied), fd.
    await page.locator('#img').evaluate((el) => {
      el.removeAttribute('alg');
      el.setAttribute('pzl', '2');
      el.setAttribute('sch', 'yogwrb');
      el.setAttribute('case', 'R');
    });
    // R' on a 2x2x2: U's right column gets B's stickers (blue → 'b' in this scheme).
    await expect(fill(1)).toHaveAttribute('fill', '#0051ba');
    await expect(fill(0)).toHaveAttribute('fill', '#ffd500'); // U is yellow in this scheme
    // A 4x4x4 (pzl=4): its three faces' 48 stickers, every one drawn over the cube's body
    // (a sticker farther away than its face's middle once went under the face's square).
    await page.locator('#img').evaluate((el) => {
      el.removeAttribute('case');
      el.setAttribute('pzl', '4');
      el.setAttribute('alg', 'Rw');
    });
    await expect(svg.locator('polygon[data-facelet]')).toHaveCount(48);
    const bodyLast = await svg.evaluate((el) =>
      [...el.querySelectorAll('polygon')].map((p) => p.hasAttribute('data-facelet')).lastIndexOf(false),
    );
    expect(bodyLast).toBe(2); // the three body squares first
    await expect(fill(3)).toHaveAttribute('fill', '#009e60'); // Rw: U's two right columns from F (green in this scheme)
    await expect(fill(0)).toHaveAttribute('fill', '#ffd500'); // U's left columns stay (yellow)
  });

  test('an invalid attribute: an error event and a message naming it, never a blank box; the net, 2D and 8-puzzle views play too', async ({
    page,
  }) => {
    await serveFixtures(page);
    await page.goto('/fixtures/widget/one.html');
    const p = page.locator('#p');
    await expect.poll(() => p.evaluate((el: any) => el.length)).toBe(4);
    for (const [name, value, words] of [
      ['tempo', 'fast', 'Attribute "tempo"'],
      ['alg', 'R U Q', 'Attribute "alg": column 5'],
      ['state', 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBU', 'Attribute "state"'],
      ['view', 'hologram', 'Attribute "view"'],
      ['solve', 'magic', 'Attribute "solve"'],
      ['alg', 'R (U', 'Attribute "alg": column 5: expected \')\''],
      [
        'background',
        'url(/fixtures/pixel.png)',
        'Attribute "background": "url(/fixtures/pixel.png)" is not a colour or a gradient',
      ],
    ] as const) {
      await page.evaluate(() => ((window as any).events = []));
      await p.evaluate((el, [n, v]) => el.setAttribute(n, v), [name, value]);
      await expect
        .poll(async () => (await events(page)).find((e) => e.type === 'error')?.detail.message)
        .toContain(words);
      const message = p.locator('.message');
      await expect(message).toBeVisible();
      await expect(message).toContainText(words);
      // The core's message says the column; it is not said twice.
      await expect(message).not.toContainText(/column \d+: column/);
      const box = await message.boundingBox();
      expect(box!.height).toBeGreaterThan(10);
      await p.evaluate((el, n) => el.removeAttribute(n), name);
      await expect(message).toBeHidden();
    }

    // The net, 2D and 8-puzzle views play too (the same player, its moves given back).
    await p.evaluate((el) => el.setAttribute('alg', "R U R' U'"));
    await expect.poll(() => p.evaluate((el: any) => el.length)).toBe(4);
    await p.evaluate((el) => el.setAttribute('view', 'net'));
    await expect(p.locator('.net .net-sticker')).toHaveCount(54);
    await p.evaluate((el) => el.setAttribute('view', '2d'));
    await expect(p.locator('svg polygon[data-facelet]')).toHaveCount(27);
    await p.locator('button.play').click();
    await expect.poll(() => p.evaluate((el: any) => el.position)).toBe(4);
    await page.evaluate(() => ((window as any).events = []));
    await p.evaluate((el) => {
      el.setAttribute('puzzle', '8puzzle');
      el.setAttribute('view', '2d');
      el.setAttribute('state', '1 2 3 4 5 6 7 0 8');
      el.setAttribute('alg', 'R');
    });
    await expect(p.locator('.board .tile')).toHaveCount(8);
    // The board may be drawn before its track is loaded: Play waits for `ready`.
    await expect.poll(async () => (await events(page)).map((e) => e.type)).toEqual(['ready']);
    await page.evaluate(() => ((window as any).events = []));
    await p.locator('button.play').click();
    await expect.poll(async () => (await events(page)).map((e) => e.type)).toEqual(['move', 'solved']);
    // No state: the solved board, then the scramble.
    await p.evaluate((el) => {
      el.removeAttribute('state');
      el.setAttribute('scramble', 'L U');
      el.setAttribute('solve', 'sliding');
      el.removeAttribute('alg');
    });
    await expect.poll(() => p.evaluate((el: any) => el.length)).toBe(2);
    await p.evaluate((el: any) => el.jumpTo(2));
    expect(await p.evaluate((el: any) => el.state)).toBe('1 2 3 4 5 6 7 8 0');
  });

  test("the host page's `* { all: unset }` does not break it", async ({ page }) => {
    const errors = watchConsole(page);
    await serveFixtures(page);
    await page.goto('/fixtures/widget/host-unset.html');
    const player = page.locator('#p');
    await expect.poll(async () => (await events(page)).some((e) => e.type === 'ready')).toBe(true);
    const box = await player.locator('.stage').boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.height).toBeGreaterThan(200);
    const play = player.locator('button.play');
    await expect(play).toBeVisible();
    // The player's own styles hold: the play button keeps its accent colour.
    expect(await play.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(37, 99, 235)');
    await play.click();
    await expect.poll(async () => (await events(page)).filter((e) => e.type === 'move').length).toBe(2);
    const ink = await canvasInk(page, '#p');
    expect(ink.painted).toBeGreaterThan(0.1);
    expect(ink.colours).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
  });

  test('the iframe page plays from query parameters, and draws VisualCube images', async ({ page }) => {
    await serveFixtures(page);
    await page.goto('/fixtures/widget/iframe.html');
    const frame = page.frameLocator('#frame');
    const player = frame.locator('cube-player');
    await expect(player).toHaveAttribute('scramble', 'R U');
    await expect.poll(() => player.evaluate((el: any) => el.length), { timeout: 30_000 }).toBe(2);
    await player.locator('button.play').click();
    await expect.poll(() => player.evaluate((el: any) => el.position)).toBe(2);
    expect(await player.evaluate((el: any) => el.state)).toBe(SOLVED3);
    // The plan view of the OLL mask: the last layer's side stickers are grey.
    const image = page.frameLocator('#image').locator('cube-player svg[data-projection="plan"]');
    await expect(image).toBeVisible();
    await expect(image.locator('polygon[data-facelet="4"]')).toHaveAttribute('fill', '#f5f5f0');
    await expect(image.locator('polygon[data-facelet="19"]')).toHaveAttribute('fill', '#7d7d7d');

    // A 4x4x4 (Twizzle's id) on the iframe page: wide turns, an inner slice, 3Rw and a
    // rotation played in 3D to the state the core gives.
    // In a frame of an embed's usual size (the page fills its frame, and every frame of
    // the animation is drawn on the CPU: at 1200x860 a frame took ~0.3 s), at tempo 8.
    const alg = "Rw U2 2R' 3Rw x' Fw2 2U";
    await page.setViewportSize({ width: 400, height: 490 });
    await page.goto(`/embed?puzzle=4x4x4&tempo=8&alg=${encodeURIComponent(alg)}`);
    const big = page.locator('cube-player');
    await expect.poll(() => big.evaluate((el: any) => el.length), { timeout: 30_000 }).toBe(7);
    await expect(big.locator('canvas')).toBeVisible();
    await big.locator('button.play').click();
    await expect.poll(() => big.evaluate((el: any) => el.position), { timeout: 30_000 }).toBe(7);
    const solved4 = [...'URFDLB'].map((f) => f.repeat(16)).join('');
    expect(await big.evaluate((el: any) => el.state)).toBe(replay(solved4, alg, '4x4x4'));
    // The package's solve() of the same alg's 4x4x4 is bigcubes.spec's, after its 6x6x6
    // has made the 4x4x4's tables ready (here it built them a second time in the suite).
  });

  test('the iframe page passes a long value whole: the element\'s own "too long" message, never a cut algorithm', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    // 100,009 characters, in the fragment (the server never sees it); the first 100,000 would play.
    const alg = "R U R' U' ".repeat(10_001).trim();
    await page.goto(`/embed?alg=R&bg=${encodeURIComponent('url(/fixtures/pixel.png)')}`);
    const message = page.locator('cube-player .message');
    await expect(message).toContainText('Attribute "bg": "url(/fixtures/pixel.png)" is not a colour or a gradient');
    await page.goto('about:blank'); // a new fragment alone would not load the page
    await page.goto(`/embed#alg=${encodeURIComponent(alg)}`);
    await expect(message).toHaveText('Attribute "alg": is 100009 characters long; at most 100000');
    expect(await page.locator('cube-player').evaluate((el: any) => el.length)).toBe(0);
    expect(fetched).not.toContain('/fixtures/pixel.png');
  });

  test('the Embed button writes snippets that show the same cube', async ({ page }) => {
    test.slow(); // four players drawn in turn (the preview three times, the pasted page): 60 s ran out under load
    await open(page, '?scramble=R+U+F&alg=F%27+U%27+R%27');
    await page.getByTestId('embed').click();
    const script = await page.getByTestId('embed-script').inputValue();
    const iframe = await page.getByTestId('embed-iframe').inputValue();
    expect(script).toContain('<script type="module" src="http://localhost:');
    expect(script).toContain('/widget/cube-player.js"></script>');
    expect(script).toContain(`scramble="R U F"`);
    expect(script).toContain(`alg="F' U' R'"`);
    expect(iframe).toMatch(/<iframe src="http:\/\/localhost:\d+\/embed\?scramble=R\+U\+F&amp;alg=F%27\+U%27\+R%27/);
    // The live preview is the iframe snippet: its player fills the frame, the controls
    // bar under a 300 px cube and nothing to spare (334 px, not 390).
    const preview = page.getByTestId('embed-preview');
    const measured = () =>
      preview.evaluate((f: HTMLIFrameElement) => {
        const r = f.contentDocument?.querySelector('cube-player')?.getBoundingClientRect();
        return r ? [Math.round(r.width), Math.round(r.height)] : [0, 0];
      });
    await expect(page.getByTestId('embed-iframe')).toHaveValue(/ width="300" height="334"/);
    await expect.poll(measured, { timeout: 30_000 }).toEqual([300, 334]);
    // The choices: a larger player with full controls, fast; the snippets and the preview follow.
    await page.getByTestId('embed-size').selectOption('400');
    await page.getByTestId('embed-controls').selectOption('full');
    await page.getByTestId('embed-speed').selectOption('2');
    await expect(page.getByTestId('embed-script')).toHaveValue(/ controls="full" tempo="2" size="400"/);
    await expect(preview).toHaveAttribute('src', /controls=full&tempo=2/);
    await expect(page.getByTestId('embed-iframe')).toHaveValue(/ width="400" height="510"/);
    await expect(preview).toHaveAttribute('height', '510');
    await page.getByTestId('embed-size').selectOption('300');
    await page.getByTestId('embed-controls').selectOption('bar');
    await page.getByTestId('embed-speed').selectOption('1');
    // The snippet pasted into a page of its own plays the solution.
    await page.route('**/fixtures/pasted.html', (route) =>
      route.fulfill({
        body: `<!doctype html><meta charset="utf-8"><title>Pasted</title>${script}`,
        contentType: 'text/html',
      }),
    );
    // Its DOM is enough: the player is polled below (a wait for 'load' hung in 2 of 4
    // fresh-clone runs, the page leaving the embed preview's player mid-load).
    await page.goto('/fixtures/pasted.html', { waitUntil: 'domcontentloaded' });
    const player = page.locator('cube-player');
    await expect.poll(() => player.evaluate((el: any) => el.length), { timeout: 30_000 }).toBe(3);
    await player.evaluate((el: any) => el.jumpTo(3));
    expect(await player.evaluate((el: any) => el.state)).toBe(SOLVED3);
  });

  test('a player far below the fold starts only when scrolled near; one scrolled away pauses', async ({ page }) => {
    await serveFixtures(page);
    await page.goto('/fixtures/widget/one.html');
    await expect.poll(async () => (await events(page)).filter((e) => e.type === 'ready').length).toBe(1);
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      const p = document.createElement('cube-player');
      p.id = 'far';
      p.setAttribute('alg', 'R');
      document.body.append(spacer, p);
    });
    await page.waitForTimeout(1500);
    expect((await events(page)).filter((e) => e.id === 'far')).toEqual([]);
    // The player at the top loops; scrolled away from, it pauses; back, it plays on.
    await page.locator('#p').evaluate((el) => {
      el.setAttribute('autoplay', '');
      el.setAttribute('loop', '');
    });
    await expect.poll(() => page.locator('#p').evaluate((el: any) => el.playing)).toBe(true);
    await page.locator('#far').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await events(page)).filter((e) => e.id === 'far').map((e) => e.type))
      .toEqual(['ready']);
    await expect.poll(() => page.locator('#p').evaluate((el: any) => el.playing)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.locator('#p').evaluate((el: any) => el.playing), { timeout: 10_000 }).toBe(true);
  });

  test('the script served from another origin (a CDN) starts its worker and plays', async ({ page, baseURL }) => {
    const errors = watchConsole(page);
    // A CDN: another origin, which answers with this server's files and CORS headers
    // (the page's worker and module imports from it are cross-origin).
    const cdn = 'http://cdn.example';
    await page.context().route(`${cdn}/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(cdn, baseURL!) });
      await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
    });
    await page.route('**/fixtures/cdn.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><meta charset="utf-8"><title>CDN</title>
          <script type="module" src="${cdn}/widget/cube-player.js"></script>
          <cube-player scramble="R U" solve="twophase" controls="bar"></cube-player>`,
      }),
    );
    await page.goto('/fixtures/cdn.html');
    const player = page.locator('cube-player');
    await expect.poll(() => player.evaluate((el: any) => el.length), { timeout: 30_000 }).toBe(2);
    await player.evaluate((el: any) => el.jumpTo(2));
    expect(await player.evaluate((el: any) => el.state)).toBe(SOLVED3);
    expect(errors).toEqual([]);
  });

  test('stage-names shows the stage of a staged solution while it plays', async ({ page }) => {
    await serveFixtures(page);
    await page.goto('/fixtures/widget/one.html');
    const p = page.locator('#p');
    await expect.poll(() => p.evaluate((el: any) => el.length)).toBe(4);
    await p.evaluate((el) => {
      el.removeAttribute('alg');
      el.setAttribute('scramble', "R U F' L2 D B");
      el.setAttribute('solve', 'thistlethwaite');
      el.setAttribute('stage-names', '');
      el.setAttribute('tempo', '8');
    });
    await expect.poll(() => p.evaluate((el: any) => el.length), { timeout: 30_000 }).toBeGreaterThan(4);
    const stage = p.locator('[part="stage-name"]');
    await p.locator('button.play').click();
    await expect(stage).toBeVisible();
    await expect(stage).toContainText(/Chapter \d of 4/);
    await expect(stage).toContainText('Phase');
    // Replayed to the end, the solution solves the cube.
    const length = await p.evaluate((el: any) => el.length);
    await p.evaluate((el: any, n) => el.jumpTo(n), length);
    expect(await p.evaluate((el: any) => el.state)).toBe(SOLVED3);
    await p.evaluate((el) => el.removeAttribute('stage-names'));
    await expect(stage).toBeHidden();
  });

  test('more players than the browser has WebGL contexts (24): all drawn', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await serveFixtures(page);
    await page.goto('/fixtures/widget/one.html');
    await page.evaluate(() => {
      for (let i = 0; i < 23; i++) {
        const p = document.createElement('cube-player');
        p.id = `q${i}`;
        p.setAttribute('scramble', ['R', 'U', 'F', 'L', 'D', 'B'][i % 6]);
        p.setAttribute('size', '100');
        p.setAttribute('controls', 'none');
        document.body.append(p);
      }
    });
    await expect
      .poll(async () => (await events(page)).filter((e) => e.type === 'ready').length, { timeout: 60_000 })
      .toBe(24);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    for (const id of ['p', ...Array.from({ length: 23 }, (_, i) => `q${i}`)]) {
      const ink = await canvasInk(page, `#${id}`);
      expect(ink.painted, id).toBeGreaterThan(0.1);
      expect(ink.colours, id).toBeGreaterThanOrEqual(3);
    }
    // With a WebGL context per player, Chromium would drop the oldest beyond 16 and their
    // canvases would go blank; the shared renderer draws every one.
    expect(errors).toEqual([]);
  });
});
