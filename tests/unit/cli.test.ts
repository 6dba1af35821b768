// The native command-line program: outputs, exit statuses (0 done, 2 bad input) and
// messages on stderr that name what is wrong.
import { describe, expect, it } from 'vitest';

import { SOLVED2, SOLVED3, cli } from './builds';

const AFTER_R = 'UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB';

describe('cubesolver', () => {
  it('prints usage for --help, exits 2 without a command', () => {
    const help = cli('--help');
    expect(help.status).toBe(0);
    for (const c of ['solve', 'scramble', 'verify', 'apply', 'invert', 'simplify', 'bench']) {
      expect(help.stdout).toContain(c);
    }
    expect(cli().status).toBe(2);
    for (const c of ['apply', 'verify', 'scramble', 'invert', 'simplify']) {
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

  it('says solve and bench are not available yet', () => {
    for (const c of ['solve', 'bench']) {
      const r = cli(c, '--scramble', 'R');
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('not available yet');
    }
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
    expect(r.stdout.trim().split('').filter((c) => c === 'x')).toHaveLength(9);
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
    expect(len.stderr).toContain('--state has 3 stickers');
    const puzzle = cli('apply', '--puzzle', '4x4x4', '--scramble', 'R');
    expect(puzzle.status).toBe(2);
    expect(puzzle.stderr).toContain("unknown puzzle '4x4x4'");
    const slice = cli('apply', '--puzzle', '2x2x2', '--scramble', 'R M');
    expect(slice.status).toBe(2);
    expect(slice.stderr).toContain('move 2 (M) does not exist on the 2x2x2');
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
  it('prints reproducible valid states, one per line', () => {
    const r = cli('scramble', '--seed', '7', '--count', '3');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(cli('scramble', '--seed', '7', '--count', '3').stdout).toBe(r.stdout);
    expect(cli('scramble', '--seed', '8').stdout.trim()).toBe(lines[1]);
    for (const line of lines) expect(cli('verify', '--state', line).status).toBe(0);
    const two = cli('scramble', '--puzzle', '2x2x2', '--seed', '7').stdout.trim();
    expect(two).toHaveLength(24);
    expect(cli('verify', '--state', two).status).toBe(0);
    expect(cli('scramble').stdout.trim()).toHaveLength(54); // no seed: fresh randomness
  });

  it('names bad numbers', () => {
    const count = cli('scramble', '--count', '0');
    expect(count.status).toBe(2);
    expect(count.stderr).toContain('--count must be a whole number');
    const seed = cli('scramble', '--seed', 'abc');
    expect(seed.status).toBe(2);
    expect(seed.stderr).toContain("--seed must be a whole number from 0 to 18446744073709551615, not 'abc'");
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
