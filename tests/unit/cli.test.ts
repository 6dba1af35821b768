// The native command-line program: outputs, exit statuses (0 done, 2 bad input, 3 no
// solution within the limits) and messages on stderr that name what is wrong; solve,
// scramble and bench through the solver registry.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS, crossOnD } from '../cross-on-d';
import { edgesOrientedFB } from '../edges-oriented';
import { cli, cliAsync, nodeModule, SOLVED2, SOLVED3, tableFile } from './builds';

// The files this suite writes (batches, damaged tables, colour readings), removed at its end.
const TMP = mkdtempSync(join(tmpdir(), 'cubesolver-cli-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const AFTER_R = 'UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB';

describe('cubesolver', () => {
  it('prints usage for --help, exits 2 without a command', () => {
    const help = cli('--help');
    expect(help.status).toBe(0);
    for (const c of ['solve', 'scramble', 'verify', 'apply', 'invert', 'simplify', 'bench', 'scan']) {
      expect(help.stdout).toContain(c);
    }
    expect(cli().status).toBe(2);
    for (const c of ['apply', 'verify', 'scramble', 'invert', 'simplify', 'solve', 'bench', 'scan']) {
      const r = cli(c, '--help');
      expect(r.status, c).toBe(0);
      expect(r.stdout, c).toContain(`usage: cubesolver ${c}`);
    }
  });

  it('names an unknown command or option', () => {
    const r = cli('frobnicate');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("unknown command 'frobnicate'");
    const o = cli('apply', '--scramble', 'R', '--bogus', '1');
    expect(o.status).toBe(2);
    expect(o.stderr).toContain("unknown option '--bogus'");
    const v = cli('apply', '--scramble');
    expect(v.status).toBe(2);
    expect(v.stderr).toContain("'--scramble' needs a value");
  });
});

describe('apply', () => {
  it('prints the facelets after the algorithm', () => {
    const r = cli('apply', '--scramble', 'R');
    expect(r).toEqual({ status: 0, stdout: `${AFTER_R}\n`, stderr: '' });
    expect(cli('apply', '--scramble=R').stdout.trim()).toBe(AFTER_R);
    expect(cli('apply', 'R').stdout.trim()).toBe(AFTER_R); // words as the algorithm
    expect(cli('apply', '--scramble', '').stdout.trim()).toBe(SOLVED3);
  });

  it('starts from --state and infers the puzzle from its length', () => {
    expect(cli('apply', '--state', AFTER_R, '--scramble', "R'").stdout.trim()).toBe(SOLVED3);
    const two = cli('apply', '--state', SOLVED2, '--scramble', "R U R' U'");
    expect(two.status).toBe(0);
    expect(two.stdout.trim()).toHaveLength(24);
    const back = cli('apply', '--state', two.stdout.trim(), '--scramble', "U R U' R'");
    expect(back.stdout.trim()).toBe(SOLVED2);
    expect(cli('apply', '--puzzle', '2x2', '--scramble', 'R R R R').stdout.trim()).toBe(SOLVED2);
  });

  it('keeps any symbols of the state (patterns, colours)', () => {
    const pattern = 'x'.repeat(9) + 'W'.repeat(45);
    const r = cli('apply', '--state', pattern, '--scramble', 'x2');
    expect(r.status).toBe(0);
    expect(
      r.stdout
        .trim()
        .split('')
        .filter((c) => c === 'x'),
    ).toHaveLength(9);
  });

  it('reports a parse error with its column and a caret', () => {
    const r = cli('apply', '--scramble', 'R U Q');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('cubesolver apply: --scramble: ');
    expect(r.stderr).toContain('column 5');
    expect(r.stderr).toContain('  R U Q\n      ^\n');
  });

  it('names a bad state, puzzle or move', () => {
    const len = cli('apply', '--state', 'UUU', '--scramble', 'R');
    expect(len.status).toBe(2);
    expect(len.stderr).toContain('--state: the start state has 3 stickers; a 3x3x3 has 54');
    const puzzle = cli('apply', '--puzzle', 'gigaminx', '--scramble', 'R');
    expect(puzzle.status).toBe(2);
    expect(puzzle.stderr).toContain("unknown puzzle 'gigaminx' (expected 3x3x3, 2x2x2, 4x4x4, 5x5x5");
    const slice = cli('apply', '--puzzle', '2x2x2', '--scramble', 'R M');
    expect(slice.status).toBe(2);
    expect(slice.stderr).toContain("column 3: 'M' is not a move of the 2x2x2");
    expect(slice.stderr).toContain('  R M\n    ^\n');
  });
});

describe('verify', () => {
  it('prints valid and the face letters', () => {
    expect(cli('verify', '--state', SOLVED3)).toEqual({
      status: 0,
      stdout: `valid\n${SOLVED3}\n`,
      stderr: '',
    });
    const colours = 'WWWWWWWWWRRRRRRRRRGGGGGGGGGYYYYYYYYYOOOOOOOOOBBBBBBBBB';
    expect(cli('verify', '--state', colours).stdout).toBe(`valid\n${SOLVED3}\n`);
    expect(cli('verify', '--state', SOLVED2).stdout).toBe(`valid\n${SOLVED2}\n`);
  });

  it('prints one line per problem and exits 2', () => {
    const twisted = [...SOLVED3];
    [twisted[8], twisted[9], twisted[20]] = ['R', 'F', 'U'];
    const r = cli('verify', '--state', twisted.join(''));
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/^twisted-corner: .+\[stickers( \d+)+\]$/m);
    // The colours cannot tell which corner: one line per candidate, the state with it
    // put right (URF's is the solved cube).
    const candidates = r.stdout.split('\n').filter((l) => l.startsWith('  if '));
    expect(candidates).toHaveLength(8);
    expect(candidates[0]).toMatch(/^ {2}if the .+ corner at URF .*: ([URFDLB]{54})$/);
    expect(candidates[0].endsWith(`: ${SOLVED3}`)).toBe(true);
    expect(r.stderr).toContain('cubesolver verify: not a valid 3x3x3 state');
    const short = cli('verify', '--state', 'UUUU');
    expect(short.status).toBe(2);
    expect(short.stdout).toMatch(/^length: /m);
    const missing = cli('verify');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('missing --state');
  });
});

describe('scramble', () => {
  it('prints reproducible random-state scrambles, one per line', () => {
    const r = cli('scramble', '--seed', '7', '--count', '3');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^([URFDLB]['2]? )+[URFDLB]['2]?$/);
    for (const line of lines) expect(line.split(' ').length).toBeLessThanOrEqual(21);
    expect(cli('scramble', '--seed', '7', '--count', '3').stdout).toBe(r.stdout);
    expect(cli('scramble', '--seed', '8').stdout.trim()).toBe(lines[1]);
    expect(cli('scramble').stdout.trim()).toMatch(/^[URFDLB]/); // no seed: fresh randomness
  });

  it('--state and --json print the state the scramble makes', () => {
    for (const puzzle of ['3x3x3', '2x2x2']) {
      const r = cli('scramble', '--puzzle', puzzle, '--seed', '11', '--count', '2', '--state');
      expect(r.status).toBe(0);
      for (const line of r.stdout.trim().split('\n')) {
        const [moves, state] = line.split('\t');
        expect(state).toHaveLength(puzzle === '3x3x3' ? 54 : 24);
        expect(cli('verify', '--state', state).status).toBe(0);
        expect(cli('apply', '--puzzle', puzzle, '--scramble', moves).stdout.trim()).toBe(state);
      }
      const json = cli('scramble', '--puzzle', puzzle, '--seed', '11', '--json').stdout.trim();
      expect(JSON.parse(json)).toEqual({
        scramble: r.stdout.split('\t')[0],
        state: r.stdout.split('\n')[0].split('\t')[1],
      });
    }
    const two = cli('scramble', '--puzzle', '2x2x2', '--seed', '3').stdout.trim();
    expect(two).toMatch(/^([URF]['2]? )*[URF]['2]?$/); // R U F turns only
    const board = JSON.parse(cli('scramble', '--puzzle', '8puzzle', '--seed', '3', '--json').stdout);
    expect(board.state).toMatch(/^\d( \d){8}$/);
    expect(board.scramble).toMatch(/^[UDLR]( [UDLR])*$/);
  });

  it('names bad numbers and puzzles', () => {
    const count = cli('scramble', '--count', '0');
    expect(count.status).toBe(2);
    expect(count.stderr).toContain('--count must be a whole number');
    const seed = cli('scramble', '--seed', 'abc');
    expect(seed.status).toBe(2);
    expect(seed.stderr).toContain("--seed must be a whole number from 0 to 18446744073709551615, not 'abc'");
    expect(cli('scramble', '--puzzle', 'gigaminx').stderr).toContain("unknown puzzle 'gigaminx'");
  });
});

describe('invert and simplify', () => {
  it('print moves separated by single spaces', () => {
    expect(cli('invert', "R U F'").stdout).toBe("F U' R'\n");
    expect(cli('invert', '--alg', '[R, U]').stdout).toBe("U R U' R'\n");
    expect(cli('simplify', "R R U U' F").stdout).toBe('R2 F\n');
    const bad = cli('simplify', 'R (U');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('cubesolver simplify: algorithm: column 5');
  });
});

// ---- solve ---------------------------------------------------------------------------

/** Applies a solution to a state with the CLI and says whether the cube ends solved. */
function solves(state: string, moves: string): boolean {
  const r = cli('apply', '--state', state, '--scramble', moves);
  return r.status === 0 && r.stdout.trim() === (state.length === 24 ? SOLVED2 : SOLVED3);
}

function batchFile(lines: string[]): string {
  const dir = mkdtempSync(join(TMP, 'files-'));
  const file = join(dir, 'batch.txt');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const SCRAMBLES = cli('scramble', '--seed', '100', '--count', '6', '--state')
  .stdout.trim()
  .split('\n')
  .map((line) => line.split('\t'));

describe('solve', () => {
  it('solves a scramble or a state in at most 20 moves, moves separated by single spaces', () => {
    for (const [scramble, state] of SCRAMBLES.slice(0, 3)) {
      const a = cli('solve', '--scramble', scramble);
      expect(a.status).toBe(0);
      expect(a.stderr).toBe('');
      const moves = a.stdout.replace(/\n$/, '');
      expect(moves).toMatch(/^([URFDLB]['2]?)( [URFDLB]['2]?)*$/);
      expect(moves.split(' ').length).toBeLessThanOrEqual(20);
      expect(solves(state, moves)).toBe(true);
      const b = cli('solve', '--state', state);
      expect(b.status).toBe(0);
      expect(solves(state, b.stdout.trim())).toBe(true);
    }
    expect(cli('solve', '--state', SOLVED3)).toEqual({ status: 0, stdout: '\n', stderr: '' });
  });

  it('--json gives length, time, nodes and stages', () => {
    const [scramble, state] = SCRAMBLES[0];
    const r = cli('solve', '--scramble', scramble, '--json');
    expect(r.status).toBe(0);
    const o = JSON.parse(r.stdout);
    expect(o).toMatchObject({ status: 'solved', solver: 'twophase', puzzle: '3x3x3', timed_out: false });
    expect(o.length).toBe(o.moves.split(' ').length);
    expect(typeof o.ms).toBe('number');
    expect(o.nodes).toBeGreaterThan(0);
    expect(o.stages.length).toBeGreaterThan(0);
    expect(o.stages.at(-1).end).toBe(o.length);
    expect(solves(state, o.moves)).toBe(true);
    const many = JSON.parse(cli('solve', '--scramble', scramble, '--solutions', '3', '--json').stdout);
    expect(many.solutions).toHaveLength(3);
    expect(new Set(many.solutions.map((s: { moves: string }) => s.moves)).size).toBe(3);
  });

  it('other solvers: thistlethwaite and lbl with named stages, pocket, sliding', () => {
    const [, state] = SCRAMBLES[1];
    for (const solver of ['thistlethwaite', 'lbl']) {
      const o = JSON.parse(cli('solve', '--solver', solver, '--state', state, '--json').stdout);
      expect(o.status, solver).toBe('solved');
      expect(solves(state, o.moves), solver).toBe(true);
      expect(o.stages.length, solver).toBeGreaterThanOrEqual(4);
      for (const st of o.stages) expect(st.name, solver).not.toBe('');
    }
    const two = cli('scramble', '--puzzle', '2x2x2', '--seed', '5', '--state').stdout.trim().split('\t')[1];
    const p = cli('solve', '--state', two); // 24 stickers: the 2x2x2, pocket
    expect(p.status).toBe(0);
    expect(solves(two, p.stdout.trim())).toBe(true);
    const qtm = JSON.parse(
      cli('solve', '--solver', 'pocket', '--scramble', 'R2 U', '--metric', 'qtm', '--json').stdout,
    );
    expect(qtm).toMatchObject({ status: 'solved', length: 3, optimal: true });
    const goal = cli('solve', '--puzzle', '2x2x2', '--scramble', 'R U', '--moves', 'R U');
    expect(goal.stdout).toBe("U' R'\n");
    const board = cli('solve', '--puzzle', '8puzzle', '--state', '1 3 0 4 2 7 8 5 6');
    expect(board).toEqual({ status: 0, stdout: 'L D D L U R R D L U L D R R\n', stderr: '' });
    expect(cli('solve', '--puzzle', '8puzzle', '--scramble', 'U L').stdout).toBe('R D\n');
  });

  it('--batch: one solution per line, in order, with --threads giving the same output', () => {
    const lines = [
      ...SCRAMBLES.map(([s]) => s), // algorithms
      '# a comment, skipped',
      SCRAMBLES[0][1], // a state
      '',
      'FLBRDFFBDFRLUDDLURLBURUB', // a 2x2x2 state
      '1 3 0 4 2 7 8 5 6', // an 8-puzzle board
    ];
    const file = batchFile(lines);
    const one = cli('solve', '--batch', file);
    expect(one.status).toBe(0);
    const out = one.stdout.replace(/\n$/, '').split('\n');
    expect(out).toHaveLength(9);
    SCRAMBLES.forEach(([, state], i) => {
      expect(solves(state, out[i])).toBe(true);
    });
    expect(solves(SCRAMBLES[0][1], out[6])).toBe(true);
    expect(solves('FLBRDFFBDFRLUDDLURLBURUB', out[7])).toBe(true);
    expect(out[8]).toBe('L D D L U R R D L U L D R R');
    const two = cli('solve', '--batch', file, '--threads', '2');
    expect(two).toEqual(one);
    const json = cli('solve', '--batch', file, '--threads', '2', '--json')
      .stdout.trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(json.map((o) => o.line)).toEqual([1, 2, 3, 4, 5, 6, 8, 10, 11]);
    expect(json.map((o) => o.moves)).toEqual(out);
  });

  it('exit 2 names the bad input (with its line number in batch mode)', () => {
    const parse = cli('solve', '--scramble', 'R U Q');
    expect(parse.status).toBe(2);
    expect(parse.stderr).toContain('column 5');
    const twisted = [...SOLVED3];
    [twisted[8], twisted[9], twisted[20]] = ['R', 'F', 'U'];
    const bad = cli('solve', '--state', twisted.join(''));
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('\n');
    expect(bad.stderr).toMatch(/cubesolver solve: .*twist/);
    const file = batchFile(['R U', twisted.join(''), "F'"]);
    const batch = cli('solve', '--batch', file);
    expect(batch.status).toBe(2);
    expect(batch.stdout).toBe("U' R'\n\nF\n"); // lines stay aligned
    expect(batch.stderr).toMatch(/^cubesolver solve: line 2: .*twist/m);
    const solver = cli('solve', '--solver', 'nope', '--scramble', 'R');
    expect(solver.status).toBe(2);
    expect(solver.stderr).toContain("unknown solver 'nope'");
    expect(cli('solve', '--scramble', 'R', '--state', SOLVED3).status).toBe(2);
    expect(cli('solve', '--batch', '/nonexistent/file').stderr).toContain('cannot read');
    expect(cli('solve', '--solver', 'twophase', '--scramble', 'R', '--goal', 'x').stderr).toContain('takes no goal');
    // The goal solver (the 3x3x3 default with --goal) names a goal it cannot read.
    const goal = cli('solve', '--scramble', 'R', '--goal', 'x');
    expect(goal.status).toBe(2);
    expect(goal.stderr).toContain("goal: unknown preset 'x'");
  });

  it('exit 3 when no solution fits the limits', () => {
    const r = cli('solve', '--scramble', 'R U F D L B', '--max-length', '4');
    expect(r.status).toBe(3);
    expect(r.stderr).toContain('no solution of at most 4 moves');
    const two = cli('solve', '--puzzle', '2x2x2', '--scramble', "R U F R' U2", '--max-length', '2', '--json');
    expect(two.status).toBe(3);
    expect(JSON.parse(two.stdout).status).toBe('no-solution');
    // The budget ends first: the longer solution found is printed, the status is still 3.
    const [, state] = SCRAMBLES[2];
    const late = cli('solve', '--state', state, '--max-length', '15', '--time-ms', '0');
    expect(late.status).toBe(3);
    expect(solves(state, late.stdout.trim())).toBe(true);
    expect(late.stderr).toMatch(/no solution of at most 15 moves within the time budget \(\d+ moves printed\)/);
    const file = batchFile(['R', 'R U F D L B']);
    const batch = cli('solve', '--batch', file, '--max-length', '3');
    expect(batch.status).toBe(3);
    expect(batch.stdout).toBe("R'\n\n");
    expect(batch.stderr).toContain('line 2: ');
  });
});

// The small optimal tables, built and saved by the CLI's first solve with --table-file
// (builds.ts, tableFile: once a run, shared with optimal.test.ts) and loaded by the others
// (building takes seconds each time).
let OPTIMAL_TABLES = '';
const optimal = (command: string, ...args: string[]) =>
  cliAsync([command, '--solver', 'optimal', '--table-file', OPTIMAL_TABLES, ...args]);

describe('solve --solver optimal', () => {
  const SCRAMBLE = "R U F' L2 D B' R2 U' F D2";

  // The first call builds the tables (seconds; longer on a busy machine) and saves them.
  beforeAll(async () => {
    OPTIMAL_TABLES = await tableFile('optimal-small');
  }, 300_000);

  it('prints a proven-optimal solution that replays to solved, and says so on stderr', async () => {
    const state = cli('apply', '--scramble', SCRAMBLE).stdout.trim();
    const r = await optimal('solve', '--scramble', SCRAMBLE);
    expect(r.status, r.stderr).toBe(0);
    const moves = r.stdout.replace(/\n$/, '');
    expect(moves).toMatch(/^([URFDLB]['2]?)( [URFDLB]['2]?)*$/);
    expect(moves.split(' ').length).toBeLessThanOrEqual(10);
    expect(solves(state, moves)).toBe(true);
    expect(r.stderr).toMatch(
      new RegExp(`^${moves.split(' ').length} moves, proven optimal \\(\\d+ ms, \\d+ nodes\\)\n$`),
    );
    // The same from the state, as JSON, with two search threads and progress lines.
    const j = await optimal('solve', '--state', state, '--threads', '2', '--progress', '--json');
    expect(j.status, j.stderr).toBe(0);
    const o = JSON.parse(j.stdout);
    expect(o).toMatchObject({ solver: 'optimal', status: 'solved', optimal: true, timed_out: false });
    expect(o.length).toBe(moves.split(' ').length);
    expect(solves(state, o.moves)).toBe(true);
    expect(j.stderr).toMatch(/depth \d+, \d+ nodes, [\d.]+ M nodes\/s/);
  });

  it('labels the two-phase solution "not proven optimal" when the budget ends', async () => {
    const [, state] = SCRAMBLES[0];
    const r = await optimal('solve', '--state', state, '--time-ms', '1');
    expect(r.status, r.stderr).toBe(0);
    expect(solves(state, r.stdout.trim())).toBe(true);
    expect(r.stderr).toMatch(/\d+ moves, not proven optimal: search reached depth \d+/);
  });

  it('names a bad table size, and options other solvers do not take', async () => {
    const bad = await optimal('solve', '--table', 'huge', '--scramble', 'R');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--table must be small, medium, large or xlarge, not 'huge'");
    const other = cli('solve', '--solver', 'twophase', '--table', 'large', '--scramble', 'R');
    expect(other.status).toBe(2);
    expect(other.stderr).toContain("solver 'twophase' takes no table option");
    expect(cli('bench', '--solver', 'twophase', '--known').stderr).toContain('apply to --solver optimal only');
  });

  it('--table-file saves the tables, then loads them (and refuses a damaged file)', async () => {
    expect(existsSync(OPTIMAL_TABLES)).toBe(true); // saved by the first call (tableFile)
    const again = await optimal('solve', '--scramble', "R U F'");
    expect(again.stdout).toBe("F U' R'\n");
    const file = join(mkdtempSync(join(TMP, 'files-')), 'optimal-small.bin');
    const bytes = readFileSync(OPTIMAL_TABLES);
    bytes[bytes.length >> 1] ^= 0x40;
    writeFileSync(file, bytes);
    const damaged = cli('solve', '--solver', 'optimal', '--table-file', file, '--scramble', 'R');
    expect(damaged.status).toBe(2);
    expect(damaged.stderr).toContain('does not verify');
  });
});

describe('bench --solver optimal', () => {
  it('solves random states and known positions, replayed, with figures by length', async () => {
    const r = await optimal('bench', '--count', '1', '--time-ms', '300', '--json');
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ solver: 'optimal', count: 1, seed: 1, threads: 1 });
    expect(j.table_bytes).toBeGreaterThan(35_000_000);
    expect(j.states).toHaveLength(1);
    expect(j.states[0].verified).toBe(true);
    // Seed 1's first state is 18 moves: not proven in 300 ms, so its median is a bound.
    const text = await optimal('bench', '--count', '1', '--time-ms', '300');
    expect(text.stdout).toMatch(/random states: median >= \d+ ms, max \d+ ms \(1 of 1 not proven within the budget/);
    const t = await optimal('bench', '--count', '0', '--known', '--time-ms', '200');
    expect(t.status, t.stderr).toBe(0);
    expect(t.stdout).toContain('optimal: 7 states (0 random, seed 1)');
    expect(t.stdout).toMatch(/\d+ not proven optimal \(budget\), 0 failed/);
    expect(t.stderr).toContain('superflip: ');
  });
});

describe('solve --goal', () => {
  it('a cross (preset and pattern) replays to the cross; the goal solver is the 3x3x3 default', () => {
    for (const seed of ['3', '4', '5']) {
      const state = cli('scramble', '--seed', seed, '--state').stdout.trim().split('\t')[1];
      expect(crossOnD(state), seed).toBe(false);
      const r = cli('solve', '--goal', 'cross', '--state', state, '--json');
      expect(r.status, r.stderr).toBe(0);
      const j = JSON.parse(r.stdout);
      expect(j).toMatchObject({ solver: 'goal', status: 'solved', optimal: true });
      expect(j.length).toBeLessThanOrEqual(8);
      const after = cli('apply', '--state', state, '--scramble', j.moves);
      expect(after.status).toBe(0);
      expect(crossOnD(after.stdout.trim()), `${state} ${j.moves}`).toBe(true);

      // The same goal as a pattern, x for any sticker, and no B turns.
      const pattern = [...SOLVED3]
        .map((c, i) => ([4, 13, 22, 31, 40, 49].includes(i) || CROSS.some(([s]) => s === i) ? c : 'x'))
        .join('');
      const p = cli('solve', '--goal', pattern, '--moves', 'no B', '--state', state);
      expect(p.status, p.stderr).toBe(0);
      const moves = p.stdout.trim();
      expect(moves).not.toContain('B');
      expect(crossOnD(cli('apply', '--state', state, '--scramble', moves).stdout.trim())).toBe(true);
    }
  });

  it('a chain gives one stage per step', () => {
    const r = cli('solve', '--goal', 'cross, pair', '--scramble', "R U F D2 L B' R2 U2 F'", '--json');
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.stages.map((s: { name: string }) => s.name)).toEqual(['cross', 'pair']);
    expect(j.stages[1].end).toBe(j.length);
  });
});

describe('bench', () => {
  it.each(['twophase', 'pocket', 'thistlethwaite', 'lbl', 'sliding'])('%s: self-check with zero failures', (solver) => {
    const r = cli('bench', '--solver', solver, '--count', '10', '--seed', '1');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(`${solver}: 10 random states, seed 1`);
    expect(r.stdout).toMatch(/time per solve: mean [\d.]+/);
    expect(r.stdout).toMatch(/length: mean [\d.]+, shortest \d+, longest \d+/);
    expect(r.stdout).toMatch(/failures: 0\n$/);
    const j = JSON.parse(cli('bench', '--solver', solver, '--count', '5', '--json').stdout);
    expect(j).toMatchObject({ solver, count: 5, seed: 1, failures: 0 });
    expect(j.min_length).toBeLessThanOrEqual(j.max_length);
  });

  it('goal: cross, xcross, eoline and seed 003 with figures', () => {
    const r = cli('bench', '--solver', 'goal', '--count', '8', '--seed', '1');
    expect(r.status, r.stderr).toBe(0);
    for (const what of [
      'goal cross: 8 random states',
      'goal xcross: 2 random states',
      'goal eoline: 2 random states',
      'goal seed 003',
    ]) {
      expect(r.stdout).toContain(what);
    }
    expect(r.stdout).toMatch(/table_ms: [\d.]+/);
    expect(r.stdout).not.toMatch(/failures: [1-9]/);
  });

  it('twophase: table figures and limits', () => {
    const j = JSON.parse(cli('bench', '--count', '5', '--max-length', '21', '--json').stdout);
    expect(j).toMatchObject({ solver: 'twophase', max_length_limit: 21, failures: 0 });
    expect(j.table_bytes).toBeGreaterThan(100_000);
    expect(j.build_ms).toBeGreaterThan(0);
    expect(j.max_length).toBeLessThanOrEqual(21);
    expect(cli('bench', '--solver', 'nope').stderr).toContain("unknown solver 'nope'");
    expect(cli('bench', '--solver', 'pocket', '--max-length', '3').status).toBe(2);
  });
});

describe('--puzzle pyraminx and skewb', () => {
  it('scramble, apply, verify and solve agree, and the solution replays to solved', () => {
    for (const [puzzle, solved] of [
      ['pyraminx', 'FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD'],
      ['skewb', 'UUUUURRRRRFFFFFDDDDDLLLLLBBBBB'],
    ] as const) {
      const r = cli('scramble', '--puzzle', puzzle, '--seed', '3', '--count', '2', '--state');
      expect(r.status, puzzle).toBe(0);
      for (const line of r.stdout.trim().split('\n')) {
        const [moves, state] = line.split('\t');
        expect(cli('apply', '--puzzle', puzzle, '--scramble', moves).stdout.trim()).toBe(state);
        const v = cli('verify', '--puzzle', puzzle, '--state', state);
        expect(v.status, v.stderr).toBe(0);
        const s = cli('solve', '--puzzle', puzzle, '--state', state, '--json');
        expect(s.status, s.stderr).toBe(0);
        const j = JSON.parse(s.stdout);
        expect(j.optimal).toBe(true);
        expect(j.length).toBe(j.moves.split(' ').length);
        const after = cli('apply', '--puzzle', puzzle, '--state', state, '--scramble', j.moves);
        expect(after.stdout.trim()).toBe(solved);
      }
      const b = cli('bench', '--solver', puzzle, '--count', '20', '--seed', '1', '--json');
      expect(b.status, b.stderr).toBe(0);
      expect(JSON.parse(b.stdout)).toMatchObject({ solver: puzzle, count: 20, failures: 0 });
    }
  });

  it('--batch: scrambles and states, one optimal solution a line, each replayed to solved', () => {
    for (const [puzzle, solved] of [
      ['pyraminx', 'FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD'],
      ['skewb', 'UUUUURRRRRFFFFFDDDDDLLLLLBBBBB'],
    ] as const) {
      const scrambles = cli('scramble', '--puzzle', puzzle, '--seed', '7', '--count', '2', '--state')
        .stdout.trim()
        .split('\n')
        .map((line) => line.split('\t'));
      // Each scramble as moves and as the state it makes: both kinds of line.
      const lines = scrambles.flat(); // each scramble: its moves, then its state
      const starts = scrambles.flatMap(([, state]) => [state, state]);
      const r = cli('solve', '--puzzle', puzzle, '--batch', batchFile(lines));
      expect(r.status, r.stderr).toBe(0);
      const solutions = r.stdout.trim().split('\n');
      expect(solutions).toHaveLength(lines.length);
      solutions.forEach((moves, i) => {
        const after = cli('apply', '--puzzle', puzzle, '--state', starts[i], '--scramble', moves);
        expect(after.stdout.trim(), `${puzzle} line ${i + 1}`).toBe(solved);
      });
      // A move the puzzle lacks names its line.
      const bad = cli('solve', '--puzzle', puzzle, '--batch', batchFile([lines[0], 'R M']));
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain("'M' is not a");
    }
  });

  it('names a move the puzzle lacks with its column, and a piece that cannot be', () => {
    const m = cli('apply', '--puzzle', 'pyraminx', '--scramble', "U L' M");
    expect(m.status).toBe(2);
    expect(m.stderr).toContain("column 6: 'M' is not a Pyraminx turn");
    expect(m.stderr).toContain('U L R B');
    const s = cli('solve', '--puzzle', 'skewb', '--scramble', 'R F');
    expect(s.status).toBe(2);
    expect(s.stderr).toContain("'F' is not a Skewb turn");
    // One Pyraminx edge flipped in place (its two stickers exchanged).
    const v = cli('verify', '--puzzle', 'pyraminx', '--state', 'FLFFFFFFFLLLFLLLLLRRRRRRRRRDDDDDDDDD');
    expect(v.status).toBe(2);
    expect(v.stdout).toContain('The edge at UL is flipped in place');
  });
});

describe('--puzzle 5x5x5, 6x6x6, 7x7x7', () => {
  // The CLI's solve of the 6x6x6 and the 7x7x7 by reduction (scramble --state, solve, apply
  // to every face one colour) is tests/cpp's ReductionBig.TheCliSolvesThe6x6x6And7x7x7…:
  // there the CLI loads copies of the tables the C++ tests build anyway (~30 s of CPU
  // when the CLI built them here again).

  it('random-move scrambles of the WCA lengths; apply, verify and the piece-level messages agree', async () => {
    const solvable = new Set((await nodeModule()).puzzles().flatMap((r) => (r.defaultSolver ? [r.name] : [])));
    for (const [n, length] of [
      [5, 60],
      [6, 80],
      [7, 100],
    ]) {
      const puzzle = `${n}x${n}x${n}`;
      const r = cli('scramble', '--puzzle', puzzle, '--seed', '4', '--state');
      expect(r.status, r.stderr).toBe(0);
      const [moves, state] = r.stdout.trim().split('\t');
      expect(moves.split(' ')).toHaveLength(length);
      expect(state).toHaveLength(6 * n * n);
      expect(cli('apply', '--puzzle', puzzle, '--scramble', moves).stdout.trim()).toBe(state);
      const v = cli('verify', '--state', state); // found by its sticker count
      expect(v.status, v.stderr).toBe(0);
      // Odd cubes are read from their fixed centres; even ones from the DBL corner,
      // which random moves turn away: the same state, its letters named from that corner.
      if (n % 2 === 1) expect(v.stdout).toBe(`valid\n${state}\n`);
      else expect(v.stdout).toMatch(/^valid\n[URFDLB]+\n$/);
      // Back to solved by the inverse, inner slices included.
      const solved = ['U', 'R', 'F', 'D', 'L', 'B'].map((f) => f.repeat(n * n)).join('');
      const inverse = cli('apply', '--puzzle', puzzle, '--scramble', `(${moves})' 2R 3Uw' (3Uw 2R')`, '--state', state);
      expect(inverse.stdout.trim()).toBe(solved);
      // Every size has a default solver (the 6x6x6's and 7x7x7's solve through the CLI in tests/cpp: above).
      expect(solvable.has(puzzle)).toBe(true);
    }
    const bad = cli('apply', '--puzzle', '5x5x5', '--scramble', 'R 6R');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("column 3: '6R' is not a move of the 5x5x5");
    // A wing turned over in place is the other wing of its edge: named twice.
    const s5 = ['U', 'R', 'F', 'D', 'L', 'B']
      .map((f) => f.repeat(25))
      .join('')
      .split('');
    [s5[21], s5[2 * 25 + 1]] = [s5[2 * 25 + 1], s5[21]]; // U22 and F2: the UF edge's first wing
    const w = cli('verify', '--state', s5.join(''));
    expect(w.status).toBe(2);
    expect(w.stdout).toContain('duplicate-wing: The U-F wing');
  });
});

describe('--puzzle 4x4x4', () => {
  const SOLVED4 = ['U', 'R', 'F', 'D', 'L', 'B'].map((f) => f.repeat(16)).join('');

  it('scramble, apply, verify, solve and bench agree, and the solution replays to solved', async () => {
    // scramble (a random state is solved to make it), solve and bench each need the
    // 4x4x4's tables (25 MB, ~3.5 CPU-s to build): loaded from the file the run's first
    // solve with --table-file built and saved (builds.ts, tableFile). Not blocking, as a
    // busy machine needs minutes.
    const tables = await tableFile('reduction-4x4x4');
    const r = await cliAsync([
      'scramble',
      '--puzzle',
      '4x4x4',
      '--seed',
      '3',
      '--count',
      '1',
      '--state',
      '--table-file',
      tables,
    ]);
    expect(r.status, r.stderr).toBe(0);
    for (const line of r.stdout.trim().split('\n')) {
      const [moves, state] = line.split('\t');
      expect(moves).toMatch(/w/); // a random state needs wide turns
      expect(cli('apply', '--puzzle', '4x4x4', '--scramble', moves).stdout.trim()).toBe(state);
      const v = cli('verify', '--state', state); // 96 stickers: the 4x4x4
      expect(v.status, v.stderr).toBe(0);
      expect(v.stdout).toBe(`valid\n${state}\n`);
      const s = await cliAsync(['solve', '--puzzle', '4x4x4', '--state', state, '--json', '--table-file', tables]);
      expect(s.status, s.stderr).toBe(0);
      const j = JSON.parse(s.stdout);
      expect(j.solver).toBe('reduction');
      expect(j.length).toBe(j.moves.split(' ').length); // outer and wide turns only: OBTM
      expect(j.stages.map((st: { name: string }) => st.name)).toContain('Edge pairing');
      const after = cli('apply', '--puzzle', '4x4x4', '--state', state, '--scramble', j.moves);
      expect(after.stdout.trim()).toBe(SOLVED4);
    }
    const b = await cliAsync([
      'bench',
      '--solver',
      'reduction',
      '--count',
      '3',
      '--seed',
      '1',
      '--json',
      '--table-file',
      tables,
    ]);
    expect(b.status, b.stderr).toBe(0);
    expect(JSON.parse(b.stdout)).toMatchObject({ solver: 'reduction', count: 3, failures: 0 });
    // The file is what they read: a damaged copy is refused by each, by name.
    const damaged = join(mkdtempSync(join(TMP, 'files-')), 'reduction-4x4x4.bin');
    const bytes = readFileSync(tables);
    bytes[bytes.length >> 1] ^= 0x40;
    writeFileSync(damaged, bytes);
    for (const command of [
      ['scramble', '--puzzle', '4x4x4', '--seed', '3'],
      ['solve', '--puzzle', '4x4x4', '--scramble', 'R Uw'],
      ['bench', '--solver', 'reduction', '--count', '1'],
    ]) {
      const refused = cli(...command, '--table-file', damaged);
      expect(refused.status, command[0]).toBe(2);
      expect(refused.stderr, command[0]).toContain(
        `cubesolver ${command[0]}: --table-file: '${damaged}' does not verify`,
      );
    }
    // A scramble of random turns (the 5x5x5's) solves nothing: it takes no tables.
    const turns = cli('scramble', '--puzzle', '5x5x5', '--table-file', damaged);
    expect(turns.status).toBe(2);
    expect(turns.stderr).toContain("--table-file: the 5x5x5's scrambles use no solver's tables");
  }, 300_000);

  it('reads inner layers and wide turns, names a move it lacks with its column and a wing that cannot be', () => {
    expect(cli('apply', '--puzzle', '4x4x4', '--scramble', "Rw 2R' R' r 2R' R'").stdout.trim()).toBe(SOLVED4);
    const m = cli('apply', '--puzzle', '4x4x4', '--scramble', 'R U M');
    expect(m.status).toBe(2);
    expect(m.stderr).toContain("column 5: 'M' is not a move of the 4x4x4");
    expect(m.stderr).toContain('2R');
    const w = cli('solve', '--puzzle', '4x4x4', '--scramble', 'R 4Rw');
    expect(w.status).toBe(2);
    expect(w.stderr).toContain('rotation');
    // The UF edge's first wing with its two stickers exchanged: it reads as the other wing.
    const bad = `${SOLVED4.slice(0, 13)}F${SOLVED4.slice(14, 33)}U${SOLVED4.slice(34)}`;
    const v = cli('verify', '--puzzle', '4x4x4', '--state', bad);
    expect(v.status).toBe(2);
    expect(v.stdout).toContain('duplicate-wing');
    expect(v.stdout).toContain('UF wing');
  });
});

describe('fewest-moves steps (--goal eo|dr|htr|finish) and insert', () => {
  // A skeleton of six moves whose solution is a corner commutator inserted after its
  // third move: the scramble is that solution's inverse.
  const SKELETON = "F R2 D' B U L'";
  const SCRAMBLE = cli('invert', "F R2 D' R U R' D R U' R' D' B U L'").stdout.trim();
  const stepLines = (out: string) => out.trim().split('\n');
  const movesOf = (line: string) => line.split('//')[0].trim();
  /** The length the line's comment gives ("// EO fb, 4 moves"). */
  const lengthOf = (line: string) => Number(/(\d+) moves?/.exec(line)![1]);

  it('EO on F/B: the N shortest, on both sides with --niss both, each leaving every edge oriented', () => {
    const normal = cli('solve', '--goal', 'eo', '--axis', 'fb', '--count', '3', '--scramble', SCRAMBLE);
    expect(normal.status).toBe(0);
    const both = cli('solve', '--goal', 'eo', '--axis', 'fb', '--niss', 'both', '--count', '6', '--scramble', SCRAMBLE);
    expect(both.status).toBe(0);
    const lines = [...stepLines(normal.stdout), ...stepLines(both.stdout)];
    expect(lines).toHaveLength(9);
    let inverseSide = 0;
    for (const line of lines) {
      expect(line).toMatch(/\/\/ EO fb, (\d+) moves?/);
      const moves = movesOf(line);
      if (moves.includes('^(')) {
        inverseSide++;
        // FMC players' plain form of the same line: (R U) for ^(R U).
        expect(line).toContain(`FMC: ${moves.replaceAll('^(', '(')}`);
      }
      // The state the step reaches: the core's apply plays ^( ) moves before the scramble.
      const after = cli('apply', '--scramble', `${SCRAMBLE} ${moves}`);
      expect(after.status, line).toBe(0);
      expect(edgesOrientedFB(after.stdout.trim()), line).toBe(true);
      expect(lengthOf(line)).toBe(
        moves
          .replace(/[\^()]/g, ' ')
          .trim()
          .split(/\s+/).length,
      );
    }
    expect(inverseSide).toBeGreaterThan(0);
    // The N shortest come shortest first, and --niss both is never longer than normal.
    const lengths = (out: string) => stepLines(out).map(lengthOf);
    expect(lengths(normal.stdout)).toEqual([...lengths(normal.stdout)].sort((a, b) => a - b));
    expect(lengths(both.stdout)[0]).toBeLessThanOrEqual(lengths(normal.stdout)[0]);
  });

  it('EO, DR, HTR and finish one after the other, each from the last: the moves solve the scramble', () => {
    expect(edgesOrientedFB(cli('apply', '--scramble', SCRAMBLE).stdout.trim())).toBe(false);
    let done = '';
    for (const [goal, name] of [
      ['eo', /\/\/ EO fb/],
      ['dr', /\/\/ DR \w\w from EO fb/],
      ['htr', /\/\/ HTR/],
      ['finish', /\/\/ finish/],
    ] as const) {
      const args = ['solve', '--goal', goal, '--scramble', `${SCRAMBLE} ${done}`];
      const r = cli(...(goal === 'eo' ? [...args, '--axis', 'fb'] : args));
      expect(r.status, goal).toBe(0);
      expect(r.stdout, goal).toMatch(name);
      done = `${done} ${movesOf(r.stdout)}`;
    }
    expect(cli('apply', '--scramble', `${SCRAMBLE} ${done}`).stdout.trim()).toBe(SOLVED3);
  });

  it('HTR from a cube not in DR, and an unclosed ^( , say what is wrong', () => {
    const htr = cli('solve', '--goal', 'htr', '--scramble', 'R U F');
    expect(htr.status).toBe(2);
    expect(htr.stderr).toContain('in DR on no axis');
    const open = cli('solve', '--goal', 'eo', '--scramble', 'R ^(U F');
    expect(open.status).toBe(2);
    expect(open.stderr).toContain("column 8: expected ')' to close the inverse-side group '^(' opened at column 3");
  });

  it('insert: the 3-cycle the skeleton leaves, and the N shortest insertions, each solving the scramble', () => {
    const r = cli('insert', '--scramble', SCRAMBLE, '--skeleton', SKELETON, '--count', '3');
    expect(r.status).toBe(0);
    const [head, ...rows] = r.stdout.trim().split('\n');
    expect(head).toMatch(/skeleton 6 moves, leaves corners \w{3} \w{3} \w{3}/);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const m = /^(\d+)\s+at (\d): (.+?)\s+\((\d+) cancelled\)\s+(.+)$/.exec(row);
      expect(m, row).not.toBeNull();
      const [, length, , , , solution] = m!;
      // At most the skeleton and an 8-move commutator (ours, at 3, is 14).
      expect(Number(length)).toBeLessThanOrEqual(14);
      expect(solution.split(' ')).toHaveLength(Number(length));
      expect(cli('apply', '--scramble', `${SCRAMBLE} ${solution}`).stdout.trim(), row).toBe(SOLVED3);
    }
    const wide = cli('insert', '--scramble', 'R U F', '--skeleton', "F'");
    expect(wide.status).toBe(2);
    expect(wide.stderr).toContain('leaves 6 corners and 7 edges unsolved');
  });
});

describe('scan', () => {
  // Sticker colours as a camera might measure them (sRGB, slightly warm light), one per
  // face letter in the Western scheme: U white, R red, F green, D yellow, L orange, B blue.
  const MEASURED: Record<string, string> = {
    U: '236 228 205',
    R: '170 22 45',
    F: '12 140 70',
    D: '240 200 20',
    L: '240 90 10',
    B: '10 66 160',
  };
  const dir = mkdtempSync(join(TMP, 'scan-'));
  const rgbFile = (name: string, lines: string[]) => {
    const file = join(dir, name);
    writeFileSync(file, `${lines.join('\n')}\n`);
    return file;
  };
  const reading = (facelets: string) => [...facelets].map((f) => MEASURED[f]);
  const state = (seed: string, puzzle = '3x3x3') =>
    cli('scramble', '--puzzle', puzzle, '--seed', seed, '--state').stdout.trim().split('\t')[1];

  it('prints the facelets of the cube the colours show, 3x3x3 and 2x2x2', () => {
    const s3 = state('5');
    const r = cli('scan', '--rgb', rgbFile('s3.txt', reading(s3)));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(s3);
    const s2 = state('6', '2x2x2');
    const r2 = cli('scan', '--puzzle', '2x2x2', '--rgb', rgbFile('s2.txt', reading(s2)));
    expect(r2.status, r2.stderr).toBe(0);
    expect(r2.stdout.trim()).toBe(cli('verify', '--state', s2).stdout.split('\n')[1]);
  });

  it('--json adds a confidence per sticker', () => {
    const s3 = state('9');
    const lines = reading(s3);
    const r = cli('scan', '--json', '--rgb', rgbFile('j.txt', lines));
    const j = JSON.parse(r.stdout);
    expect(j.facelets).toBe(s3);
    expect(j.confidence).toHaveLength(54);
    for (const c of j.confidence) expect(c).toBeGreaterThan(0.9);
    expect(j.problems).toEqual([]);
  });

  it('exits 2 naming the stickers when the colours are not one cube', () => {
    // The U face's colours photographed again in place of the D face.
    const lines = reading(state('5'));
    for (let i = 0; i < 9; i++) lines[27 + i] = lines[i];
    const r = cli('scan', '--rgb', rgbFile('bad.txt', lines));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/sticker \d+ \([URFDLB] face, row \d, column \d\) reads as the [URFDLB] colour/);
    expect(r.stderr).toContain('cubesolver scan: could not read a valid 3x3x3');
  });

  it('names the line of bad input', () => {
    const lines = reading(SOLVED3);
    const short = cli('scan', '--rgb', rgbFile('short.txt', lines.slice(1)));
    expect(short.status).toBe(2);
    expect(short.stderr).toContain('53 stickers, expected 54');
    const range = [...lines];
    range[6] = '12 300 4';
    expect(cli('scan', '--rgb', rgbFile('range.txt', range)).stderr).toContain(
      "line 7, column 4: '300' is not a whole number from 0 to 255",
    );
    const word = [...lines];
    word[2] = '12 green 4';
    expect(cli('scan', '--rgb', rgbFile('word.txt', word)).stderr).toContain(
      "line 3, column 4: 'green' is not a whole number from 0 to 255",
    );
    const two = [...lines];
    two[0] = '12 4';
    expect(cli('scan', '--rgb', rgbFile('two.txt', two)).stderr).toContain("line 1: expected three numbers 'R G B'");
    expect(cli('scan').status).toBe(2);
  });

  it('refuses numbers that are not whole 0-255, not truncating them', () => {
    // strtod read these as 1.5 and 16; a camera's channel is a whole number.
    for (const [bad, column] of [
      ['1.5', 1],
      ['0x10', 1],
      ['2e2', 1],
      ['-0', 1],
    ] as const) {
      const lines = reading(SOLVED3);
      lines[4] = `${bad} 250 250`;
      const r = cli('scan', '--rgb', rgbFile('fraction.txt', lines));
      expect(r.status, bad).toBe(2);
      expect(r.stderr, bad).toContain(`line 5, column ${column}: '${bad}' is not a whole number from 0 to 255`);
    }
    const late = reading(SOLVED3);
    late[9] = ' 250\t250   7.0';
    expect(cli('scan', '--rgb', rgbFile('late.txt', late)).stderr).toContain(
      "line 10, column 12: '7.0' is not a whole number from 0 to 255",
    );
    // Windows line ends and padded numbers are still whole numbers.
    const crlf = reading(state('5')).map((l) => `${l.replace(/\d+/g, (d) => d.padStart(3, '0'))}\r`);
    expect(cli('scan', '--rgb', rgbFile('crlf.txt', crlf)).status).toBe(0);
  });

  it('says why a file cannot be opened', () => {
    const missing = cli('scan', '--rgb', join(dir, 'missing.txt'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(`cubesolver scan: --rgb: cannot open '${join(dir, 'missing.txt')}': no such file\n`);
    const folder = cli('scan', '--rgb', dir);
    expect(folder.status).toBe(2);
    expect(folder.stderr).toBe(`cubesolver scan: --rgb: cannot open '${dir}': it is a directory\n`);
  });

  it('refuses an input far larger than a reading by its size, at once', () => {
    const big = join(dir, 'big.txt');
    writeFileSync(big, `${'12 34 56\n'.repeat(200_000)}`);
    const r = cli('scan', '--rgb', big);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`'${big}' is too large for a sticker reading: 1,800,000 bytes (at most 16,384)`);
    // An endless input (it grew past 1 GB in 10 s, never answering): a few kB read.
    const started = Date.now();
    const zero = cli('scan', '--rgb', '/dev/zero');
    expect(zero.status).toBe(2);
    expect(zero.stderr).toContain("'/dev/zero' is too large for a sticker reading: more than 16,384 bytes, the limit");
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('--bench prints the fraction read exactly per kind of light', () => {
    const r = cli('scan', '--bench', '--count', '20', '--json');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.lightings.map((l: { lighting: string }) => l.lighting)).toEqual([
      'ordinary',
      'warm',
      'cool',
      'dim-bright',
      'glare',
      'hard',
    ]);
    expect(j.lightings[0].exact).toBe(20);
  });
});
