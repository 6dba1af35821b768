// Projects that install the packed package (prepare.sh) and use it as their authors
// would: each page shows a <cube-player> that solves a scramble and plays it, and calls
// solve() on the same scramble. Each must draw, play to the solved state, and get moves
// that the core (the native CLI) replays to the solved cube; bad input must reject
// with the core's message. And a TypeScript project type-checks both entries under
// nodenext resolution.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { canvasInk, replay, SOLVED3, watchConsole } from '../e2e/helpers';
import { PORT } from './consumer-ports';

// `embedded`: the page's bundler copied neither the worker nor the .wasm (Rollup and
// esbuild leave new URL('./file', import.meta.url) alone), so the package starts its
// worker from the copy embedded in it; the others load the two files.
const PAGES = [
  { name: 'Vite dev server, no configuration', url: `http://localhost:${PORT.viteDev}/`, embedded: false },
  { name: 'Vite build + preview', url: `http://localhost:${PORT.vitePreview}/`, embedded: false },
  { name: 'Vite 7 dev server, no configuration', url: `http://localhost:${PORT.vite7Dev}/`, embedded: false },
  { name: 'Vite 7 build + preview', url: `http://localhost:${PORT.vite7Preview}/`, embedded: false },
  { name: 'Vite 6 dev server, no configuration', url: `http://localhost:${PORT.vite6Dev}/`, embedded: false },
  { name: 'Vite 6 build + preview', url: `http://localhost:${PORT.vite6Preview}/`, embedded: false },
  { name: 'webpack 5 build', url: `http://localhost:${PORT.bundles}/webpack-app/`, embedded: false },
  { name: 'plain page, package from another origin', url: `http://localhost:${PORT.scriptTag}/`, embedded: false },
  { name: 'Rollup 4 build', url: `http://localhost:${PORT.bundles}/rollup-app/dist/`, embedded: true },
  {
    name: 'esbuild bundle (a classic script)',
    url: `http://localhost:${PORT.bundles}/esbuild-app/dist/`,
    embedded: true,
  },
  {
    name: 'esbuild ES modules, code splitting',
    url: `http://localhost:${PORT.bundles}/esbuild-app/dist/esm.html`,
    embedded: true,
  },
  { name: 'Parcel 2 build', url: `http://localhost:${PORT.parcel}/`, embedded: false },
];

type Event = { type: string; detail: Record<string, unknown> };

for (const { name, url, embedded } of PAGES) {
  test(`${name}: the player draws and plays, solve() solves`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    // The .wasm files fetched (the worker's requests included): none where the core
    // comes from the embedded copy (a blob).
    const wasmFetched: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.wasm')) wasmFetched.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(url);
    await page.waitForFunction(() => (window as any).solved);
    // solve(): moves that solve the state it read, as the core replays them.
    const solved = await page.evaluate(() => (window as any).solved);
    expect(solved.error).toBeUndefined();
    expect(solved.moves.join(' ')).toBe(solved.text);
    expect(replay(solved.state, solved.text)).toBe(SOLVED3);
    expect(await page.evaluate(() => (window as any).badInput)).toMatch(/^scramble: column 5: 'X' is not a move/);
    // The element: drawn, and playing (its first moves shown one by one, not animated:
    // playwright.config.ts); then its last move is the solved state.
    const events = () => page.evaluate(() => (window as unknown as { events: Event[] }).events);
    const moves = async () => (await events()).filter((e) => e.type === 'move').length;
    await expect.poll(moves, { timeout: 60_000 }).toBeGreaterThan(3);
    await page.locator('#player').evaluate((el: any) => el.jumpTo(el.length));
    await expect.poll(async () => (await events()).map((e) => e.type)).toContain('solved');
    const ev = await events();
    expect(ev.filter((e) => e.type === 'error')).toEqual([]);
    expect(ev.filter((e) => e.type === 'move').length).toBeGreaterThan(3);
    const ink = await canvasInk(page, '#player');
    expect(ink.painted).toBeGreaterThan(0.1);
    expect(ink.colours).toBeGreaterThanOrEqual(3);
    expect(await page.locator('#player').evaluate((el: any) => el.state)).toBe(SOLVED3);
    expect(errors).toEqual([]);
    if (embedded) expect(wasmFetched).toEqual([]);
    else
      expect(wasmFetched.length && wasmFetched.every((r) => r.startsWith('200 ')), wasmFetched.join(', ')).toBe(true);
  });
}

test.describe('TypeScript, module and moduleResolution nodenext', () => {
  const project = fileURLToPath(new URL('../../build/consumers/typescript-app', import.meta.url));
  // The project's own TypeScript (5.9, its lock file's) and this repository's TypeScript 7
  // (the native compiler: ~0.6 CPU-s more), as a user on either would check the types.
  const compilers = {
    'TypeScript 5.9': join(project, 'node_modules/.bin/tsc'),
    'TypeScript 7': fileURLToPath(new URL('../../node_modules/.bin/tsc', import.meta.url)),
  };
  const tsc = (compiler: string, args: string[]) =>
    execFileSync(compiler, args, { cwd: project, encoding: 'utf8', stdio: 'pipe' });

  test('the declarations: one file per entry, importing nothing', () => {
    const types = join(project, 'node_modules/cubesolver/dist/widget/types');
    expect(readdirSync(types).sort()).toEqual(['cubesolver.d.ts', 'widget.d.ts']);
    // A project has only cubesolver installed: three, comlink or idb types would be
    // missing; and a relative import needs an extension under node16 resolution.
    for (const file of readdirSync(types)) {
      const text = readFileSync(join(types, file), 'utf8');
      expect(text.match(/(?:from|import)\s*\(?\s*["'][^"']+["']/g), file).toBeNull();
    }
  });

  // One tsc run over both (each run reads the DOM's declarations again: ~3.5 CPU-s):
  // the project's app.ts with a file of wrong uses beside it.
  for (const [version, compiler] of Object.entries(compilers))
    test(`both entries type-check, and a wrong use is refused (${version})`, () => {
      const dir = mkdtempSync(join(project, 'wrong-'));
      try {
        writeFileSync(
          join(dir, 'wrong.ts'),
          [
            "import { solve } from 'cubesolver';",
            "import type { CubePlayerElement } from 'cubesolver/widget';",
            "const r = await solve('R U', { puzzle: 'gigaminx' });",
            'const n: number = r.text;',
            "const p: CubePlayerElement = document.createElement('div');",
            "const player = document.createElement('cube-player');",
            "player.jumpTo('3');",
            "player.addEventListener('move', (e) => e.detail.nope);",
            'export { n, p };',
          ].join('\n'),
        );
        writeFileSync(
          join(dir, 'tsconfig.json'),
          JSON.stringify({ extends: '../tsconfig.json', files: ['../app.ts', 'wrong.ts'] }),
        );
        let out = '';
        try {
          // Plain lines: TypeScript 7 colours its output where FORCE_COLOR is set (Playwright's workers).
          tsc(compiler, ['-p', dir, '--pretty', 'false']);
        } catch (e) {
          out = String((e as { stdout?: string }).stdout);
        }
        // Every error in wrong.ts (app.ts, the project's own use of both entries, has none).
        const errors = out.split('\n').filter((line) => /error TS/.test(line));
        expect(errors.filter((line) => !line.startsWith(`${dir.split('/').pop()}/wrong.ts(`))).toEqual([]);
        expect(out).toMatch(/'"gigaminx"' is not assignable/);
        expect(out).toMatch(/Type 'string' is not assignable to type 'number'/);
        expect(out).toMatch(/'HTMLDivElement' is missing the following properties from type 'CubePlayerElement'/);
        expect(out).toMatch(/'string' is not assignable to parameter of type 'number'/);
        expect(out).toMatch(/'nope' does not exist/);
        expect(errors).toHaveLength(5);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
});
