// The core's messages in ten languages (web/i18n/core/): the English map is the C++
// registry's (`cubesolver messages`), every language has every code with the English
// placeholders, every template fills in without a brace left, and a bad state's message
// from the WASM core reads in German and Arabic.
import { beforeAll, describe, expect, it } from 'vitest';
import { type CoreMessages, coreMessagesOf, formatCoreMessage, formatCoreText } from '../../web/i18n/core';
import { en } from '../../web/i18n/core/en';
import { fillTemplate, templateParams } from '../../web/i18n/core/format';
import { LANGS, type Lang, PSEUDO, setLocale } from '../../web/i18n/language';
import type { CoreArg, CoreText, Problem, SolverInfo } from '../../web/worker/api';
import type { SyncCore } from '../../web/worker/core';
import { cli, nodeCore, nodeModule, SOLVED3 } from './builds';

/** Parameters a template prints as they are (not only to choose a plural form or a branch). */
function printed(template: string): string[] {
  return [...templateParams(template)].filter(([, kind]) => kind === 'value').map(([name]) => name);
}

/** A sample value for each parameter of an English template. */
function sampleParams(template: string, n: number): Record<string, CoreArg> {
  const params: Record<string, CoreArg> = {};
  for (const [name, kind] of templateParams(template)) {
    if (kind === 'plural') params[name] = n;
    else if (kind === 'list') params[name] = ['a1', 'b2'];
    else if (kind === 'select') params[name] = 'zz';
    else params[name] = `<${name}>`;
  }
  return params;
}

const CORE_MESSAGES = {} as Record<Lang, CoreMessages>;
beforeAll(async () => {
  for (const lang of LANGS) CORE_MESSAGES[lang] = await coreMessagesOf(lang);
});

describe('core messages', () => {
  it("the English map is the C++ registry's, code for code and template for template", () => {
    const r = cli('messages');
    expect(r.status).toBe(0);
    const registry = JSON.parse(r.stdout) as Record<string, string>;
    expect(Object.keys(registry).length).toBeGreaterThan(90);
    expect(en).toEqual(registry);
  });

  it.each(LANGS)('%s has every code, with the English placeholders', (lang) => {
    const map = CORE_MESSAGES[lang];
    expect(Object.keys(map).sort()).toEqual(Object.keys(en).sort());
    for (const [code, english] of Object.entries(en)) {
      const template = map[code as keyof typeof en];
      const names = [...templateParams(template).keys()];
      const known = [...templateParams(english).keys()];
      // Names only English has; the printed ones must all be there.
      expect(
        names.filter((x) => !known.includes(x)),
        `${lang} ${code}`,
      ).toEqual([]);
      expect(
        printed(english).filter((x) => !names.includes(x)),
        `${lang} ${code}`,
      ).toEqual([]);
      expect(template.split('{').length, `${lang} ${code}: braces`).toBe(template.split('}').length);
    }
  });

  it.each(LANGS)('%s fills in every template, for every plural form, with no brace left', (lang) => {
    for (const [code, english] of Object.entries(en)) {
      for (const n of [0, 1, 2, 3, 5, 11, 22, 100]) {
        const said = formatCoreText({ code, params: sampleParams(english, n) }, lang);
        expect(said, `${lang} ${code} ${n}`).toBeTruthy();
        expect(said, `${lang} ${code} ${n}`).not.toMatch(/[{}]/);
        if (lang !== 'en') expect(said, `${lang} ${code}`).not.toContain('undefined');
      }
    }
  });

  it('nests messages, formats numbers and lists through Intl, and falls back to the English text', () => {
    const text: CoreText = {
      code: 'duplicate_piece',
      params: {
        colours: 'W-G-R',
        kind: 'corner',
        times: 3,
        places: [{ code: 'piece_place', params: { position: 'UFR', stickers: 'U9, R1, F3' } }, 'x'],
      },
    };
    expect(formatCoreText(text, 'en')).toBe('The W-G-R corner appears 3 times: at UFR (stickers U9, R1, F3) and x.');
    expect(formatCoreText(text, 'de')).toBe('Die W-G-R-Ecke kommt 3-mal vor: bei UFR (Sticker U9, R1, F3) und x.');
    expect(formatCoreText({ code: 'at_column', params: { column: 1234, what: 'x' } }, 'ar')).toBe(
      `العمود ${new Intl.NumberFormat('ar').format(1234)}: x`,
    );
    expect(formatCoreText({ code: 'no_such_code', params: {} }, 'de')).toBeUndefined();
    expect(formatCoreMessage({ message: 'English', text: { code: 'no_such_code', params: {} } }, 'de')).toBe('English');
    expect(formatCoreMessage({ message: 'English' }, 'fr')).toBe('English');
    expect(formatCoreText({ code: 'token_end', params: {} }, 'ja')).toBe('入力の終わり');
    // An exact "=n" wins over a category written before it, as in the C++ formatter.
    expect(fillTemplate('{n, plural, one {one} =1 {exactly one} other {#}}', { n: 1 }, 'en', () => '')).toBe(
      'exactly one',
    );
    expect(fillTemplate('{n, plural, one {# item} few {# items} other {# items}}', { n: 3 }, 'pl', () => '')).toBe(
      '3 items',
    );
  });
});

describe("the core's words on the pseudo-language's page", () => {
  it('are its English accented, so that the pseudo test sees any left untranslated', () => {
    setLocale(PSEUDO, false);
    try {
      const said = formatCoreMessage({
        message: 'no solution of at most 3 moves',
        text: { code: 'no_solution_within', params: { max: 3 } },
      });
      expect(said).not.toMatch(/[a-z]/i);
      expect(said).toBe('ñó šóļúţíóñ óƒ áţ ɱóšţ 3 ɱóṽéš');
      expect(formatCoreMessage({ message: 'cancelled' }, 'en')).toBe('cancelled'); // a language asked for: as it is
    } finally {
      setLocale('en', false);
    }
  });
});

describe("the core's problems in other languages (WASM)", () => {
  let core: SyncCore;
  beforeAll(async () => {
    core = await nodeCore();
  });

  // The URF corner turned in place (U9 R1 F3 = 8, 9, 20).
  const twisted = [...SOLVED3].map((c, i) => ({ 8: 'R', 9: 'F', 20: 'U' })[i] ?? c).join('');

  function problems(facelets: string): Problem[] {
    const v = core.validate('3x3x3', facelets);
    expect(v.ok).toBe(false);
    return v.problems;
  }

  it('every problem carries a code, and its English is the English formatter', () => {
    for (const state of [twisted, `${SOLVED3.slice(0, 53)}R`, `${SOLVED3}U`, SOLVED3.replace(/U/g, 'R')]) {
      for (const p of problems(state)) {
        expect(p.text, p.message).toBeDefined();
        expect(formatCoreMessage(p, 'en').replace(/, and /g, ' and ')).toBe(p.message.replace(/, and /g, ' and '));
      }
    }
  });

  it('a bad state reads in German and in Arabic', () => {
    const wrong = problems(`${SOLVED3.slice(0, 53)}R`);
    expect(formatCoreMessage(wrong[0], 'de')).toMatch(
      /^Es gibt 10 „R“-Sticker und 8 „B“-Sticker; jede Farbe braucht 9\.$/,
    );
    expect(formatCoreMessage(wrong[0], 'ar')).toMatch(/كل لون يحتاج إلى (9|٩)\.$/);
    const parse = core.playAlg('3x3x3', 'R U (R');
    expect(parse.ok).toBe(false);
    if (!parse.ok) expect(formatCoreMessage(parse.error, 'de')).toMatch(/^Spalte 7: „\)“ erwartet/);
  });

  it("a solver's refusal and its solver table's words read in German and in Arabic", async () => {
    const module = await nodeModule();
    // An 8-puzzle board of the other parity: no slide reaches the goal.
    const reply = module.solve({ puzzle: '8puzzle', solver: 'sliding', state: '2 1 3 4 5 6 7 8 0' });
    expect(reply.status).toBe('no-solution');
    expect(reply.text?.code).toBe('board_unsolvable');
    expect(formatCoreMessage(reply, 'en')).toBe(reply.message);
    expect(formatCoreMessage(reply, 'de')).toMatch(/^unlösbar: der Start hat eine ungerade Zahl von Inversionen \(1\)/);
    expect(formatCoreMessage(reply, 'ar')).toMatch(/^لا حل: عدد الانعكاسات في البداية فردي/);
    // A goal the goal solver cannot read: the nested code says which part.
    const goal = module.solve({ puzzle: '3x3x3', solver: 'goal', state: SOLVED3, goal: 'cross@Q' });
    expect(goal.status).toBe('bad-input');
    expect(formatCoreMessage(goal, 'de')).toBe(
      'Ziel: „cross@Q“: gib nach „@“ die Unterseite und wahlweise die Vorderseite an, z. B. cross@U oder cross@DR',
    );
    const twophase = module.solvers().find((s: SolverInfo) => s.name === 'twophase');
    expect(twophase?.titleText?.code).toBe('solver_twophase_title');
    expect(formatCoreMessage({ message: twophase!.title, text: twophase!.titleText }, 'de')).toBe(
      'Zwei-Phasen (≤ 20 Züge)',
    );
    expect(formatCoreMessage({ message: twophase!.title, text: twophase!.titleText }, 'en')).toBe(twophase!.title);
  });

  it("the optimal solver's table choices read in German and in Arabic, figures through Intl", async () => {
    const module = await nodeModule();
    const optimal = module.solvers().find((s: SolverInfo) => s.name === 'optimal');
    const medium = optimal?.tableChoices.find((c) => c.name === 'medium');
    const large = optimal?.tableChoices.find((c) => c.name === 'large');
    if (!medium || !large) throw new Error('the optimal solver has no medium or large table');
    expect(medium.expectText).toEqual({ code: 'table_expect', params: { median: 25, depth: 17, seconds: 3.5 } });
    // English: the CLI's words, unchanged.
    expect(formatCoreMessage({ message: medium.expect, text: medium.expectText }, 'en')).toBe(medium.expect);
    expect(formatCoreMessage({ message: large.label, text: large.labelText }, 'en')).toBe(large.label);
    expect(formatCoreMessage({ message: medium.expect, text: medium.expectText }, 'de')).toBe(
      'zufällige Zustände ~25 s (Median), 17 Züge ~3,5 s',
    );
    expect(formatCoreMessage({ message: large.label, text: large.labelText }, 'de')).toBe(
      'Groß: 1,02 GB (Desktop-Rechner; ~20× weniger Knoten; Minuten zum Erstellen)',
    );
    expect(formatCoreMessage({ message: large.name, text: large.titleText }, 'de')).toBe('Groß');
    const arabic = formatCoreMessage({ message: large.label, text: large.labelText }, 'ar');
    expect(arabic).toMatch(/^كبير: /);
    expect(arabic).toContain(new Intl.NumberFormat('ar').format(1.02));
    expect(formatCoreMessage({ message: medium.expect, text: medium.expectText }, 'ar')).toMatch(/^حالات عشوائية/);
  });

  it("the other puzzles' notation errors, the bindings' argument errors and the scan's problems carry codes", () => {
    const english = (said: { message: string; text?: CoreText }) => {
      expect(said.text, said.message).toBeDefined();
      expect(formatCoreMessage(said, 'en')).toBe(said.message);
    };
    const megaminx = core.playAlg('megaminx' as never, 'R++ DBL');
    expect(megaminx.ok).toBe(false);
    if (!megaminx.ok) {
      english(megaminx.error);
      expect(formatCoreMessage(megaminx.error, 'de')).toMatch(/^Spalte 5: „DBL“ ist keine Drehung des Megaminx; /);
      expect(formatCoreMessage(megaminx.error, 'ar')).toMatch(/^العمود (5|٥): «DBL» ليست لفّة في Megaminx؛ /);
    }
    const sq1 = core.playSq1('(1,0) / (12,0)');
    expect(sq1.ok).toBe(false);
    if (!sq1.ok) {
      english(sq1.error);
      expect(formatCoreMessage(sq1.error, 'de')).toMatch(/^Spalte 10: die obere Schicht dreht höchstens 11 Zwölftel/);
    }
    const slash = core.playSq1('(1,0) / (-1,1) /');
    if (!slash.ok) {
      english(slash.error);
      expect(formatCoreMessage(slash.error, 'fr')).toMatch(
        /^colonne 16 : le slash 2 est impossible : l(e coin|’arête) /,
      );
    } else expect.unreachable('the second slash of (1,0) / (-1,1) / cannot be made');
    for (const alg of ['UR3+ x2', 'UR7+', 'UR3']) {
      const clock = core.playClock(alg);
      expect(clock.ok, alg).toBe(false);
      if (!clock.ok) english(clock.error);
    }
    const slides = core.playSlides('1 2 3 4 5 6 7 8 0', 'U x');
    expect(slides.ok).toBe(false);
    if (!slides.ok) english(slides.error);
    const board = core.readSliding('1 2 3 4 5 6 7 8 8', '2 1 3 4 5 6 7 8 0');
    expect(board.start.ok).toBe(false);
    if (!board.start.ok) english({ message: board.start.error, text: board.start.text });
    const parity = core.readSliding('2 1 3 4 5 6 7 8 0', '');
    expect(parity.unsolvable).not.toBe('');
    english({ message: parity.unsolvable, text: parity.unsolvableText });
    expect(formatCoreMessage({ message: parity.unsolvable, text: parity.unsolvableText }, 'de')).toMatch(
      /^unlösbar: der Start hat eine ungerade Zahl von Inversionen \(1\) und das Ziel eine gerade \(0\)/,
    );
    const unknown = core.playAlg('no-such-puzzle' as never, 'R');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) {
      english(unknown.error);
      expect(formatCoreMessage(unknown.error, 'ja')).toBe('不明なパズル「no-such-puzzle」');
    }
    const scan = core.scanColours('3x3x3', new Uint8Array(53 * 3));
    expect(scan.ok).toBe(false);
    expect(scan.problems).toHaveLength(1);
    english(scan.problems[0]);
    expect(formatCoreMessage(scan.problems[0], 'de')).toBe('ein 3x3x3 hat 54 Sticker, nicht 53');
  });

  it("the registry's request checks and the table cache's errors read in German, Arabic and Russian", async () => {
    const module = await nodeModule();
    // A solver that does not solve the puzzle: its English unchanged, then three languages.
    const wrong = module.solve({ puzzle: '2x2x2', solver: 'twophase', state: '' });
    expect(wrong.status).toBe('bad-input');
    expect(wrong.text?.code).toBe('solver_not_for_puzzle');
    expect(formatCoreMessage(wrong, 'en')).toBe("solver 'twophase' does not solve the 2x2x2 (use pocket or goal)");
    expect(formatCoreMessage(wrong, 'de')).toBe('Löser „twophase“ löst den 2x2x2 nicht (nimm pocket oder goal)');
    expect(formatCoreMessage(wrong, 'ar')).toBe('الحلّال «twophase» لا يحل 2x2x2 (استخدم pocket أو goal)');
    expect(formatCoreMessage(wrong, 'ru')).toBe('решатель «twophase» не решает 2x2x2 (используйте pocket или goal)');
    // The alternatives as a language joins them ("a, b or c": Intl's disjunction).
    const size = module.solve({ puzzle: '3x3x3', solver: 'optimal', state: SOLVED3, table: 'huge' });
    expect(size.text?.code).toBe('unknown_table');
    expect(formatCoreMessage(size, 'de')).toBe(
      'unbekannte Tabelle „huge“ für Löser „optimal“ (erwartet: small, medium, large oder xlarge)',
    );
    expect(formatCoreMessage(size, 'ar')).toMatch(
      /^جدول غير معروف «huge» للحلّال «optimal» \(المتوقع small.* أو xlarge\)$/,
    );
    // A stored copy that is no table file: what the worker's note nests.
    const garbage = module.importTables('pocket', new Uint8Array(64));
    expect(garbage.ok).toBe(false);
    if (garbage.ok) return;
    expect(garbage.text?.code).toBe('table_file_bad_magic');
    expect(formatCoreMessage({ message: garbage.error, text: garbage.text }, 'en')).toBe(
      'not a table file (bad magic)',
    );
    expect(formatCoreMessage({ message: garbage.error, text: garbage.text }, 'de')).toBe(
      'keine Tabellendatei (falsche Kennung)',
    );
    expect(formatCoreMessage({ message: garbage.error, text: garbage.text }, 'ar')).toBe('ليس ملف جداول (توقيع خاطئ)');
    const note = {
      message: `the cached copy failed verification (${garbage.error}); deleted and rebuilt`,
      text: { code: 'note_cache_damaged', params: { why: garbage.text!, after: 'rebuilt' } },
    };
    expect(formatCoreMessage(note, 'ru')).toBe(
      'кэшированная копия не прошла проверку (это не файл таблиц (неверная сигнатура)); удалена и построена заново',
    );
    expect(formatCoreText(note.text, 'en')).toBe(note.message);
    // How the optimal tables' speed was measured (the table list's hover text).
    const medium = module
      .solvers()
      .find((s: SolverInfo) => s.name === 'optimal')
      ?.tableChoices.find((c) => c.name === 'medium');
    expect(medium?.measuredText?.code).toBe('table_measured');
    expect(formatCoreText(medium!.measuredText!, 'en')).toBe(medium!.measured);
    expect(formatCoreMessage({ message: medium!.measured, text: medium!.measuredText }, 'de')).toMatch(
      /^zufällige Zustände: Median 25,5 s, 17 von 20 innerhalb von 60 s bewiesen/,
    );
  });
});
