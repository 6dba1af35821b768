import { describe, expect, it } from 'vitest';

import { decodeFmcSteps, encodeFmcSteps, MAX_FMC_STEPS } from '../../web/share/fmc-link';
import { decodeShare, encodeShare } from '../../web/share/share';

const STEPS = [
  { name: 'EO fb', moves: "R U ^(F D')" },
  { name: 'DR ud from fb', moves: 'L2 D ^(R2)' },
  { name: 'HTR ud', moves: '' },
  { name: 'finish', moves: 'U2 F2' },
];

describe('the FMC attempt in a link', () => {
  it('writes the steps as name:moves joined by ;, and reads them back', () => {
    const value = encodeFmcSteps(STEPS);
    expect(value).toBe("EO fb:R U ^(F D');DR ud from fb:L2 D ^(R2);HTR ud:;finish:U2 F2");
    expect(decodeFmcSteps(value)).toEqual({ steps: STEPS, warnings: [] });
    expect(encodeFmcSteps([])).toBe('');
  });

  it('travels in the fmc parameter beside the scramble, readable and intact', () => {
    const tail = encodeShare({ puzzle: '3x3x3', scramble: "R' U' F", fmc: encodeFmcSteps(STEPS) });
    expect(tail).toMatch(/^\?puzzle=3x3x3&scramble=R%27\+U%27\+F&fmc=EO\+fb%3AR\+U\+%5E%28F\+D%27%29%3B/);
    const { params, warnings } = decodeShare(`https://x.test/${tail}`);
    expect(warnings).toEqual([]);
    expect(decodeFmcSteps(params.fmc!).steps).toEqual(STEPS);
  });

  it('keeps a name free of the separators, and the moves of a step with no name', () => {
    expect(encodeFmcSteps([{ name: 'a:b;c', moves: 'R;U' }])).toBe('a b c:R U');
    expect(decodeFmcSteps('R U;  ;:F')).toEqual({
      steps: [
        { name: 'step', moves: 'R U' },
        { name: 'step', moves: 'F' },
      ],
      warnings: [],
    });
  });

  it('reads at most MAX_FMC_STEPS steps, saying so', () => {
    const value = Array.from({ length: MAX_FMC_STEPS + 5 }, (_, i) => `s${i}:R`).join(';');
    const { steps, warnings } = decodeFmcSteps(value);
    expect(steps.length).toBe(MAX_FMC_STEPS);
    expect(warnings).toHaveLength(1);
  });
});
