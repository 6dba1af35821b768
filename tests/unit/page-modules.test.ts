// The page's shape (web/app): one module per concern, each small enough to read in one
// sitting, and no solver named in it — the menus, options and help come from the core's
// solver table (solvers()), so a new solver needs no change in the page.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

import { nodeModule } from './builds';

const APP = resolve(__dirname, '../../web/app');
const MAX_LINES = 300;
/** Solver names that are also words the page uses for something else. */
const OTHER_MEANINGS: Readonly<Record<string, string>> = { goal: 'the goal field (#goal) and the paint target' };

const modules = readdirSync(APP)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, text: readFileSync(join(APP, name), 'utf8') }));

describe('web/app', () => {
  it(`has modules of fewer than ${MAX_LINES} lines`, () => {
    expect(modules.length).toBeGreaterThan(10);
    const long = modules.filter((m) => m.text.split('\n').length > MAX_LINES).map((m) => m.name);
    expect(long).toEqual([]);
  });

  it('names no solver of the core (as a string literal)', async () => {
    const names = (await nodeModule()).solvers().map((s) => s.name);
    expect(names).toContain('twophase');
    const named = modules.flatMap((m) =>
      names
        .filter((n) => !(n in OTHER_MEANINGS) && new RegExp(`['"\`]${n}['"\`]`).test(m.text))
        .map((n) => `${m.name}: ${n}`),
    );
    expect(named).toEqual([]);
  });
});
