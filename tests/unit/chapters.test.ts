// Chapters of a staged solution: which chapter holds a move, where playback stops, and
// which chapter the page names at each position, including empty stages ("already in
// place") and stages that do not cover every move; a stage with a catalog code (the
// 5x5x5's five phases) named in the page's language, one without in the solver's English.
import { describe, expect, it } from 'vitest';

import { loadCoreMessages } from '../../web/i18n/core';
import { Chapters, chapterWords } from '../../web/player/chapters';
import type { SolutionStage } from '../../web/worker/api';

const stage = (name: string, begin: number, end: number): SolutionStage => ({
  name,
  explanation: `do ${name}`,
  begin,
  end,
});

// Like layer by layer: an empty stage in the middle and one at the end.
const LBL = [stage('cross', 0, 3), stage('corner', 3, 3), stage('edge', 3, 5), stage('last', 5, 5)];

describe('Chapters', () => {
  it('are made only for two stages or more', () => {
    expect(Chapters.of(undefined, 5)).toBeNull();
    expect(Chapters.of([stage('all', 0, 5)], 5)).toBeNull();
    expect(Chapters.of(LBL, 5)?.count).toBe(4);
  });

  it('names and explanations read as sentences', () => {
    const c = new Chapters([stage('phase 1', 0, 1), stage('phase 2', 1, 2)], 2);
    expect(c.list[0].name).toBe('Phase 1');
    expect(c.list[1].explanation).toBe('Do phase 2');
  });

  it('find the chapter holding a move; empty chapters hold none', () => {
    const c = new Chapters(LBL, 5);
    expect([0, 1, 2, 3, 4].map((m) => c.containing(m)?.name)).toEqual(['Cross', 'Cross', 'Cross', 'Edge', 'Edge']);
    expect(c.containing(5)).toBeNull();
    expect(c.startingAt(3).map((x) => x.name)).toEqual(['Corner', 'Edge']);
    expect(c.startingAt(5).map((x) => x.name)).toEqual(['Last']);
  });

  it('stop playback at the end of each chapter with moves', () => {
    const c = new Chapters(LBL, 5);
    expect(c.stopAfter(0, 5)).toBe(3);
    expect(c.stopAfter(2, 5)).toBe(3);
    expect(c.stopAfter(3, 5)).toBe(5);
    // Moves no stage covers play through to the next chapter.
    const gappy = new Chapters([stage('a', 0, 2), stage('b', 4, 6)], 8);
    expect(gappy.stopAfter(2, 8)).toBe(4);
    expect(gappy.stopAfter(6, 8)).toBe(8);
  });

  it('show the chapter of the move playing, else of the last move applied', () => {
    const c = new Chapters(LBL, 5);
    expect(c.shownAt(0, false)?.name).toBe('Cross');
    expect(c.shownAt(3, false)?.name).toBe('Cross'); // three moves applied: the cross is done
    expect(c.shownAt(3, true)?.name).toBe('Edge'); // playing the fourth move
    expect(c.shownAt(5, false)?.name).toBe('Edge');
  });

  it('clamp ranges to the moves there are', () => {
    const c = new Chapters([stage('a', 0, 4), stage('b', 4, 99)], 6);
    expect(c.list[1].end).toBe(6);
  });

  it("a stage with a code reads in the language's catalog; one without keeps the solver's words", async () => {
    await loadCoreMessages('de');
    const c = new Chapters(
      [
        { name: 'Centres: one axis', explanation: 'english', begin: 0, end: 9, code: 'stage_five_phase_1' },
        { name: '3x3x3', explanation: 'the reduced cube', begin: 9, end: 20, code: 'stage_reduced_3x3x3' },
        stage('cross', 20, 21),
      ],
      21,
    );
    expect(chapterWords(c.list[0], 'de')).toEqual({
      name: 'Mitten: eine Achse',
      explanation:
        'Die Mittenfarben einer Achse (X- und +-Mitten) auf die beiden Seiten dieser Achse, mit jeder Blockdrehung',
    });
    expect(chapterWords(c.list[0], 'en').name).toBe('Centres: one axis');
    expect(chapterWords(c.list[1], 'de').explanation).toContain('Zwei-Phasen-Löser');
    expect(chapterWords(c.list[2], 'de')).toEqual({ name: 'Cross', explanation: 'Do cross' });
  });
});
