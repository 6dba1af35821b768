import { describe, expect, it } from 'vitest';

import {
  decodeShare,
  encodeShare,
  linkParams,
  MAX_FRAGMENT_PARAM_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_QUERY_PARAM_LENGTH,
  normalizePuzzle,
  shareUrl,
  tooLongForLink,
  unescapeAlgParam,
} from '../../web/share/share';

const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

describe('encodeShare', () => {
  it('writes readable links in a fixed order', () => {
    expect(encodeShare({ scramble: "R U R' F2", puzzle: '3x3x3' })).toBe('?puzzle=3x3x3&scramble=R+U+R%27+F2');
  });

  it('leaves out empty and missing values', () => {
    expect(encodeShare({})).toBe('');
    expect(encodeShare({ scramble: '   ', state: '' })).toBe('');
    expect(encodeShare({ puzzle: '2x2x2', scramble: '' })).toBe('?puzzle=2x2x2');
  });

  it('drops whitespace inside a state and trims algorithms', () => {
    expect(encodeShare({ state: 'UUU UUU\nUUU' })).toBe('?state=UUUUUUUUU');
    expect(encodeShare({ scramble: '  R U  ' })).toBe('?scramble=R+U');
  });

  it('leaves out values too long to be read back', () => {
    const long = 'R '.repeat(MAX_FRAGMENT_PARAM_LENGTH);
    expect(encodeShare({ puzzle: '3x3x3', scramble: long })).toBe('?puzzle=3x3x3');
    expect(tooLongForLink({ scramble: long, alg: 'R' })).toEqual(['scramble']);
    // Names and display values stay short: they travel in the query.
    const solver = 'x'.repeat(MAX_QUERY_PARAM_LENGTH + 1);
    expect(encodeShare({ puzzle: '3x3x3', solver })).toBe('?puzzle=3x3x3');
    expect(tooLongForLink({ solver })).toEqual(['solver']);
  });

  it('carries a typed 600-move alg and a long FMC attempt in the fragment, read back whole', () => {
    // Over the query's bound: refused everywhere before (2,000 characters).
    const alg = "Rw2 U' Fw' D2 Lw' B' ".repeat(100).trim(); // 600 moves, 2,099 characters
    const scramble = "R' U' F ".repeat(400).trim(); // 3,199 characters
    const fmc = Array.from({ length: 20 }, (_, i) => `step ${i}:${"R U' F2 ^(D L') ".repeat(12).trim()}`).join(';');
    expect(Math.min(alg.length, fmc.length)).toBeGreaterThan(MAX_QUERY_PARAM_LENGTH);
    const tail = encodeShare({ puzzle: '3x3x3', scramble, alg, fmc });
    expect(tail).toMatch(/^\?puzzle=3x3x3#scramble=/);
    expect(tooLongForLink({ scramble, alg, fmc })).toEqual([]);
    expect(decodeShare(`https://x.test/${tail}`)).toEqual({
      params: { puzzle: '3x3x3', scramble, alg, fmc },
      warnings: [],
      notes: [],
    });
    const longest = 'R'.repeat(MAX_FRAGMENT_PARAM_LENGTH);
    expect(decodeShare(encodeShare({ scramble: longest })).params.scramble).toBe(longest);
  });

  it('puts long moves and states in the fragment, which never reaches the server', () => {
    const scramble = "R' U' ".repeat(300).trim(); // 1799 characters, ~3000 escaped
    const alg = "F2 B' ".repeat(100).trim();
    const tail = encodeShare({ puzzle: '3x3x3', scramble, alg, solver: 'twophase', orient: 'DF' });
    const [query, fragment] = tail.split('#');
    expect(query).toBe('?puzzle=3x3x3&solver=twophase&orient=DF');
    expect(fragment).toMatch(/^scramble=R%27\+U%27.*&alg=F2\+B%27/);
    expect(query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(decodeShare(`https://x.test/${tail}`)).toEqual({
      params: { puzzle: '3x3x3', scramble, alg, solver: 'twophase', orient: 'DF' },
      warnings: [],
      notes: [],
    });
    // Short links stay wholly in the query.
    expect(encodeShare({ scramble: "R' U'", alg: 'F2' })).toBe('?scramble=R%27+U%27&alg=F2');
  });

  it('builds a full URL, replacing any query or hash of the base', () => {
    expect(shareUrl('https://x.test/app/?old=1#frag', { alg: 'U' })).toBe('https://x.test/app/?alg=U');
    expect(shareUrl('https://x.test/', {})).toBe('https://x.test/');
  });
});

describe('linkParams', () => {
  it("reads the query and the fragment, the fragment's values over the query's", () => {
    const p = linkParams('https://x.test/app/?puzzle=2x2x2&scramble=R#scramble=U+F&alg=R%27');
    expect([...p]).toEqual([
      ['puzzle', '2x2x2'],
      ['scramble', 'U F'],
      ['alg', "R'"],
    ]);
    expect([...linkParams('#state=UUU')]).toEqual([['state', 'UUU']]);
    expect([...linkParams('?alg=R')]).toEqual([['alg', 'R']]);
  });
});

describe('decodeShare', () => {
  it('reads every field of our own links', () => {
    const { params, warnings } = decodeShare(
      `?puzzle=2x2x2&scramble=R+U+R%27&state=${SOLVED}&solver=optimal&goal=xxxxUUUU&moves=U+R+F&alg=F2`,
    );
    expect(warnings).toEqual([]);
    expect(params).toEqual({
      puzzle: '2x2x2',
      scramble: "R U R'",
      state: SOLVED,
      solver: 'optimal',
      goal: 'xxxxUUUU',
      moves: 'U R F',
      alg: 'F2',
    });
  });

  it('round-trips through encodeShare', () => {
    const params = {
      puzzle: '3x3x3' as const,
      scramble: "[R, U'] (F2 D)2 Rw' M2 x ’i",
      state: SOLVED,
      alg: "R U R' U'",
    };
    expect(decodeShare(encodeShare(params)).params).toEqual(params);
  });

  it('reads and writes 8-puzzle links (board and goal) and the 2x2x2 metric', () => {
    const link = encodeShare({ puzzle: '8puzzle', state: '1 3 0 4 2 7 8 5 6', goal: '0 1 2 3 4 5 6 7 8', alg: 'L D' });
    expect(link).toBe('?puzzle=8puzzle&state=130427856&goal=0+1+2+3+4+5+6+7+8&alg=L+D');
    expect(decodeShare(link).params).toEqual({
      puzzle: '8puzzle',
      state: '130427856',
      goal: '0 1 2 3 4 5 6 7 8',
      alg: 'L D',
    });
    for (const name of ['8-puzzle', 'sliding', '8PUZZLE'])
      expect(decodeShare(`?puzzle=${name}`).params.puzzle).toBe('8puzzle');
    expect(decodeShare('?puzzle=2x2x2&metric=qtm').params).toEqual({ puzzle: '2x2x2', metric: 'qtm' });
  });

  it('accepts full URLs, bare queries and URLSearchParams', () => {
    expect(decodeShare('https://a.test/p?scramble=U#x').params).toEqual({ scramble: 'U' });
    expect(decodeShare('scramble=U').params).toEqual({ scramble: 'U' });
    expect(decodeShare('https://a.test/p').params).toEqual({});
    expect(decodeShare(new URLSearchParams({ alg: 'R2' })).params).toEqual({ alg: 'R2' });
  });

  it('ignores unknown parameters', () => {
    const { params, warnings } = decodeShare('?foo=bar&utm_source=x&scramble=R&view=playback');
    expect(params).toEqual({ scramble: 'R' });
    expect(warnings).toEqual([]);
  });

  it('accepts alg.cubing.net links and their escaping', () => {
    const { params } = decodeShare(
      'https://alg.cubing.net/?setup=F_R_U-&alg=R_U_R-_U-&puzzle=3x3x3&type=reconstruction',
    );
    expect(params).toEqual({ puzzle: '3x3x3', scramble: "F R U'", alg: "R U R' U'" });
  });

  it('accepts Twizzle links (setup-alg, puzzle)', () => {
    const { params } = decodeShare('https://alpha.twizzle.net/edit/?alg=R+U+R%27&setup-alg=F2+B2&puzzle=2x2x2');
    expect(params).toEqual({ puzzle: '2x2x2', scramble: 'F2 B2', alg: "R U R'" });
  });

  it("reads and writes Pyraminx and Skewb links, Twizzle's puzzle ids too", () => {
    const link = encodeShare({ puzzle: 'pyraminx', state: 'FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD', alg: "U l' R" });
    expect(link).toBe('?puzzle=pyraminx&state=FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD&alg=U+l%27+R');
    expect(decodeShare(link).params).toEqual({
      puzzle: 'pyraminx',
      state: 'FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD',
      alg: "U l' R",
    });
    const twizzle = decodeShare('https://alpha.twizzle.net/edit/?setup-alg=R+U%27+L&alg=B%27&puzzle=skewb');
    expect(twizzle.params).toEqual({ puzzle: 'skewb', scramble: "R U' L", alg: "B'" });
    expect(normalizePuzzle('Pyram')).toBe('pyraminx');
  });

  it("reads and writes 4x4x4 links (Twizzle's id): wide turns, inner slices and a 96-sticker state round-trip", () => {
    const state = [...'URFDLB'].map((f) => f.repeat(16)).join('');
    const scramble = "Rw U2 2R' 3Rw x' Fw2 r";
    const link = encodeShare({ puzzle: '4x4x4', scramble, state, alg: "2L' Uw2 y" });
    expect(link).toBe(`?puzzle=4x4x4&scramble=Rw+U2+2R%27+3Rw+x%27+Fw2+r&state=${state}&alg=2L%27+Uw2+y`);
    expect(decodeShare(link).params).toEqual({ puzzle: '4x4x4', scramble, state, alg: "2L' Uw2 y" });
    const twizzle = decodeShare('https://alpha.twizzle.net/edit/?setup-alg=3Rw+U%27&alg=Rw2&puzzle=4x4x4');
    expect(twizzle.params).toEqual({ puzzle: '4x4x4', scramble: "3Rw U'", alg: 'Rw2' });
    // alg.cubing.net's escaping (_ a space, - a prime) undone for big-cube moves too.
    expect(decodeShare('?puzzle=4x4&alg=2R-_Rw2').params).toEqual({ puzzle: '4x4x4', alg: "2R' Rw2" });
    expect(normalizePuzzle('444')).toBe('4x4x4');
  });

  it('prefers our own scramble over setup names', () => {
    expect(decodeShare('?setup=U&scramble=R&setup-alg=F').params.scramble).toBe('R');
    expect(decodeShare('?setup=U&setup-alg=F').params.scramble).toBe('F');
  });

  it('normalises puzzle names and rejects unknown ones with a message', () => {
    expect(decodeShare('?puzzle=333').params.puzzle).toBe('3x3x3');
    expect(decodeShare('?puzzle=2X2').params.puzzle).toBe('2x2x2');
    const bad = decodeShare('?puzzle=gigaminx&scramble=R');
    expect(bad.params).toEqual({ scramble: 'R' });
    expect(bad.warnings).toHaveLength(1);
    expect(bad.warnings[0]).toContain('gigaminx');
    expect(normalizePuzzle(' 3x3x3 ')).toBe('3x3x3');
    expect(normalizePuzzle('5x5x5')).toBe('5x5x5');
    expect(normalizePuzzle('7')).toBe('7x7x7');
    expect(normalizePuzzle('gigaminx')).toBeUndefined();
  });

  it('rejects values over the length bound with a message, keeping the rest', () => {
    const long = 'R'.repeat(MAX_QUERY_PARAM_LENGTH + 1);
    const { params, warnings } = decodeShare(`?puzzle=2x2x2&scramble=${long}`);
    expect(params).toEqual({ puzzle: '2x2x2' });
    expect(warnings).toEqual([
      'The link\'s "scramble" is too long for a link\'s query (2001 characters, at most 2000; links made by the page carry long values after #); it was ignored.',
    ]);
    // Exactly at the bound is accepted.
    const ok = 'R'.repeat(MAX_QUERY_PARAM_LENGTH);
    expect(decodeShare(`?scramble=${ok}`).params.scramble).toBe(ok);
  });

  it('reads long moves and states from the fragment up to its own bound', () => {
    const long = 'R'.repeat(MAX_QUERY_PARAM_LENGTH + 1);
    expect(decodeShare(`?puzzle=2x2x2#scramble=${long}`)).toEqual({
      params: { puzzle: '2x2x2', scramble: long },
      warnings: [],
      notes: [],
    });
    const ok = 'U'.repeat(MAX_FRAGMENT_PARAM_LENGTH);
    expect(decodeShare(`#alg=${ok}&fmc=${ok}&state=${ok}&goal=${ok}&moves=${ok}`).warnings).toEqual([]);
    const over = decodeShare(`?scramble=R#scramble=${ok}U`);
    expect(over.params).toEqual({});
    expect(over.warnings).toEqual([
      'The link\'s "scramble" is too long (100001 characters, at most 100000); it was ignored.',
    ]);
    // Names and display values keep the query's bound there too.
    const solver = 'x'.repeat(MAX_QUERY_PARAM_LENGTH + 1);
    expect(decodeShare(`#solver=${solver}&alg=R`)).toEqual({
      params: { alg: 'R' },
      warnings: ['The link\'s "solver" is too long (2001 characters, at most 2000); it was ignored.'],
      notes: [{ kind: 'too-long', name: 'solver', length: 2001, bound: 2000 }],
    });
    // URLSearchParams are a query.
    expect(decodeShare(new URLSearchParams({ alg: long })).params).toEqual({});
  });

  it('keeps markup as inert text', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { params } = decodeShare(`?solver=${encodeURIComponent(evil)}`);
    expect(params.solver).toBe(evil);
  });

  it('strips control characters and whitespace inside states', () => {
    const { params } = decodeShare('?scramble=R%00U%1B&state=UUU+UUU%0AUUU');
    expect(params.scramble).toBe('RU');
    expect(params.state).toBe('UUUUUUUUU');
  });

  it('treats empty values as absent', () => {
    expect(decodeShare('?scramble=&state=&puzzle=').params).toEqual({});
  });

  it('reads typographic quotes and non-ASCII text unchanged', () => {
    expect(decodeShare('?scramble=R%E2%80%99+U%E2%80%B2').params.scramble).toBe('R’ U′');
  });
});

describe('display parameters (colors, orient)', () => {
  it('round-trips a preset, six hex colours and an orientation', () => {
    const hex = 'ff00ff-c41e3a-009e60-ffd500-ff6a13-0051ba';
    for (const colors of ['japanese', hex]) {
      const query = encodeShare({ puzzle: '3x3x3', colors, orient: 'DF' });
      expect(query).toContain('orient=DF');
      expect(decodeShare(query)).toEqual({
        params: { puzzle: '3x3x3', colors, orient: 'DF' },
        warnings: [],
        notes: [],
      });
    }
  });

  it('refuses values of the wrong shape with a message naming the parameter', () => {
    const { params, warnings } = decodeShare('?colors=%3Cscript%3E&orient=top&scramble=R');
    expect(params).toEqual({ scramble: 'R' });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('colors "<script>"');
    expect(warnings[1]).toContain('orient "top"');
    expect(decodeShare('?colors=ff00ff-00ff00').params.colors).toBeUndefined();
  });
});

describe('unescapeAlgParam', () => {
  it('undoes alg.cubing.net escaping', () => {
    expect(unescapeAlgParam('R_U-_R&#45;x&#95;y&#2b;')).toBe("R U' R-x_y+");
  });
  it('leaves ordinary text alone', () => {
    expect(unescapeAlgParam("R U R' F2")).toBe("R U R' F2");
  });
});
