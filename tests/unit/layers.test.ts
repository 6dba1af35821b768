// Which folder of web/ may import which: the widget and the player never reach into the
// page (web/app), so the widget bundle carries none of it and either can change alone
// (web/export, the pictures saved, serves both and stays below them);
// the solver API (web/lib, the package's `cubesolver`) needs only the worker. The list of
// puzzles (web/puzzles.ts) is below them all and imports nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = resolve(__dirname, '../../web');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.ts$/.test(e.name) ? [path] : [];
  });
}

/** The web/ folders `folder`'s files import from (relative imports only). */
function importedFolders(folder: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sources(join(WEB, folder))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
      const target = relative(WEB, resolve(file, '..', m[1])).split('/')[0];
      found.set(target, [...(found.get(target) ?? []), relative(WEB, file)]);
    }
  }
  return found;
}

describe('web/ layers', () => {
  it.each([
    ['widget', ['widget', 'render', 'player', 'share', 'worker', 'export', 'puzzles', 'i18n']],
    ['player', ['player', 'render', 'worker', 'puzzles', 'i18n']],
    ['export', ['export', 'render', 'worker', 'puzzles']],
    ['lib', ['lib', 'worker', 'puzzles', 'smartcube']],
    ['smartcube', ['smartcube', 'worker']],
  ])('web/%s imports only from %j', (folder, allowed) => {
    const imported = importedFolders(folder);
    expect(imported.size).toBeGreaterThan(0);
    const outside = [...imported].filter(([target]) => !allowed.includes(target));
    expect(outside).toEqual([]);
  });

  it("the player's and the widget's words never reach the page's catalogs (web/i18n/messages.ts)", () => {
    const seen = new Set<string>();
    const visit = (path: string): void => {
      // A folder's import is its index.ts (web/i18n/core).
      const file = existsSync(path) ? path : path.replace(/\.ts$/, '/index.ts');
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
        const target = resolve(file, '..', m[1]).replace(/\.ts$/, '');
        if (target.startsWith(join(WEB, 'i18n')) && !target.endsWith('.json')) visit(`${target}.ts`);
      }
    };
    for (const folder of ['widget', 'player'])
      for (const file of sources(join(WEB, folder))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+i18n[^'"]*)['"]/g))
          visit(`${resolve(file, '..', m[1]).replace(/\.ts$/, '')}.ts`);
      }
    expect(seen.size).toBeGreaterThan(0);
    expect([...seen].map((f) => relative(WEB, f)).filter((f) => f === 'i18n/messages.ts')).toEqual([]);
  });

  it('web/ has no import circle (type imports count): page.ts makes the parts, they see it as PageParts', () => {
    const edges = new Map<string, string[]>();
    for (const file of sources(WEB)) {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)].map((m) =>
        relative(WEB, resolve(file, '..', m[1])).replace(/\.(ts|js)$/, ''),
      );
      edges.set(relative(WEB, file).replace(/\.ts$/, ''), targets);
    }
    // Depth-first search; a file met again while still on the path closes a circle.
    const state = new Map<string, 'open' | 'done'>();
    const circles: string[][] = [];
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...path.slice(path.indexOf(file)), file]);
        return;
      }
      state.set(file, 'open');
      for (const next of edges.get(file) ?? []) if (edges.has(next)) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of edges.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });

  it('the list of puzzles imports nothing', () => {
    expect(readFileSync(join(WEB, 'puzzles.ts'), 'utf8')).not.toMatch(/^import /m);
  });

  it("the package's folders register no service worker (the page's is web/app/offline.ts)", () => {
    const pkg = ['widget', 'lib', 'render', 'player', 'share', 'worker', 'export'].flatMap((f) =>
      sources(join(WEB, f)),
    );
    const mentions = (file: string) => /serviceWorker|workbox/.test(readFileSync(file, 'utf8'));
    expect(pkg.filter(mentions).map((f) => relative(WEB, f))).toEqual([]);
    expect(mentions(join(WEB, 'app/offline.ts'))).toBe(true); // the pattern finds a registration
  });
});
