import { describe, expect, it } from 'vitest';

import { attemptLength, joinAlgs, type ReadStep, readAttempt, stepLine, stepText } from '../../web/app/fmc-attempt';
import type { PageParts } from '../../web/app/page-parts';
import { createCoreOver } from '../../web/worker/core';
import { nodeModule } from './builds';

const step = (normal: string, inverse: string, htm: number, total: number): ReadStep => ({
  name: 'EO fb',
  moves: '',
  normal,
  inverse,
  inverseUndone: '',
  normalMoves: normal ? normal.split(' ').length : 0,
  inverseMoves: inverse ? inverse.split(' ').length : 0,
  htm,
  total,
});

describe("the FMC panel's step lines", () => {
  it("writes the inverse side in ^( ), or in FMC players' plain ( )", () => {
    expect(stepText(step('R U', "F D'", 4, 4), false)).toBe("R U ^(F D')");
    expect(stepText(step('R U', "F D'", 4, 4), true)).toBe("R U (F D')");
    expect(stepText(step('', 'B', 1, 1), true)).toBe('(B)');
    expect(stepText(step('L2', '', 1, 1), false)).toBe('L2');
  });

  it("ends each line with the step's name, its length and the total so far", () => {
    expect(stepLine(step('R U', "F D'", 4, 11), false)).toBe("R U ^(F D')  // EO fb (4/11)");
    expect(stepLine(step('', '', 0, 7), true)).toBe('// EO fb (0/7)');
  });

  it('joins the texts the core reads with new lines, so a // comment ends where it should', () => {
    expect(joinAlgs(["R U // scramble's note", '', '  ', "F ^(D')"])).toBe("R U // scramble's note\nF ^(D')");
  });
});

describe('an attempt read by the core (Node build)', () => {
  // readAttempt asks only the page's core: the Node build's stands in for the worker's.
  const parts = { core: () => createCoreOver(nodeModule) } as unknown as PageParts;

  it('counts the moves after cancelling between steps, and writes the cancelled line', async () => {
    // The first step ends U2, the second starts U': on the sheet they are one U. The
    // second step's plain ( ) is its inverse side: undone (D') at the end of the line.
    const reading = await readAttempt(parts, "F R'", [
      { name: 'own moves', moves: 'R U2' },
      { name: 'own moves', moves: "U' F (D)" },
    ]);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    const r = reading.attempt;
    expect(r.steps.map((s) => [s.htm, s.total])).toEqual([
      [2, 2],
      [3, 5],
    ]);
    expect(r.steps.map((s) => stepLine(s, true))).toEqual(['R U2  // own moves (2/2)', "U' F (D)  // own moves (3/5)"]);
    expect(r.linear).toBe("R U2 U' F D'");
    expect(r.cancelled).toBe("R U F D'");
    expect(r.cancelledHtm).toBe(4);
    expect(attemptLength(r)).toBe('4 moves (5 as the steps are written; 1 cancel)');
  });

  it('says no "as written" when nothing cancels, and marks a solved attempt', async () => {
    const reading = await readAttempt(parts, "R U F'", [
      { name: 'own moves', moves: "F U'" },
      { name: 'own moves', moves: "R'" },
    ]);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.attempt.solved).toBe(true);
    expect(reading.attempt.cancelled).toBe("F U' R'");
    expect(attemptLength(reading.attempt)).toBe('3 moves · solved');
  });
});
