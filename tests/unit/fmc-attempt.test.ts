import { describe, expect, it } from 'vitest';

import { joinAlgs, type ReadStep, stepLine, stepText } from '../../web/app/fmc-attempt';

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
