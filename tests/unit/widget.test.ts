// The widget's pure parts: reading attributes (every error names its attribute),
// colour schemes, and VisualCube's stage masks over the core's sticker layout.
import { describe, expect, it } from 'vitest';

import { AttributeError, type AttributeName, readConfig } from '../../web/widget/attributes';
import { readScheme } from '../../web/widget/schemes';
import { maskForStage } from '../../web/widget/stages';
import { nodeCore, SOLVED3 } from './builds';

const read = (attrs: Partial<Record<AttributeName, string>>) => readConfig((name) => attrs[name] ?? null);

function errorOf(attrs: Partial<Record<AttributeName, string>>): AttributeError {
  try {
    read(attrs);
  } catch (e) {
    if (e instanceof AttributeError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('widget attributes', () => {
  it('defaults to a 3x3x3 in 3D with a bar', () => {
    const c = read({});
    expect(c).toMatchObject({ puzzle: '3x3x3', view: '3d', controls: 'bar', tempo: 1, autoplay: false, solve: null });
  });

  it("reads VisualCube's names: pzl, view plan/trans, sch, bg, fd", () => {
    const c = read({ pzl: '2', view: 'plan', sch: 'yogwrb', bg: 'fff', fd: 'uuuurrrrffffddddllllbbbn' });
    expect(c.puzzle).toBe('2x2x2');
    expect(c).toMatchObject({ view: 'image', projection: 'plan', background: '#fff' });
    expect(c.scheme.U).toBe(0xffd500);
    expect(c.stickers).toBe('UUUURRRRFFFFDDDDLLLLBBBx');
  });

  it("reads the 4x4x4 (Twizzle's id, VisualCube's pzl=4) and its 96 stickers", () => {
    expect(read({ puzzle: '4x4x4', alg: "Rw U2 2R' 3Rw x" })).toMatchObject({
      puzzle: '4x4x4',
      alg: "Rw U2 2R' 3Rw x",
    });
    expect(read({ pzl: '4' }).puzzle).toBe('4x4x4');
    expect(read({ puzzle: '4x4', fd: 'u'.repeat(96) }).stickers).toBe('U'.repeat(96));
  });

  it('reads the 5x5x5-7x7x7 by any of their names, with their sticker counts', () => {
    expect(read({ puzzle: '5x5x5', alg: "3Rw 2R' Uw" })).toMatchObject({ puzzle: '5x5x5', alg: "3Rw 2R' Uw" });
    expect(read({ pzl: '6' }).puzzle).toBe('6x6x6');
    expect(read({ puzzle: '777', fd: 'u'.repeat(294) }).stickers).toBe('U'.repeat(294));
    expect(errorOf({ puzzle: '7x7x7', fd: 'u'.repeat(96) }).attribute).toBe('fd');
  });

  it.each([
    [{ tempo: 'fast' }, 'tempo'],
    [{ puzzle: 'gigaminx' }, 'puzzle'],
    [{ puzzle: '5x5x5', stage: 'cross' }, 'stage'],
    [{ puzzle: '4x4x4', stage: 'oll' }, 'stage'],
    [{ puzzle: '4x4x4', fd: 'u'.repeat(54) }, 'fd'],
    [{ view: 'hologram' }, 'view'],
    [{ controls: 'some' }, 'controls'],
    [{ autoplay: 'maybe' }, 'autoplay'],
    [{ colors: 'wrgyo' }, 'colors'],
    [{ size: '10' }, 'size'],
    [{ stage: 'xyz' }, 'stage'],
    [{ fd: 'uuu' }, 'fd'],
    [{ alg: 'R', solve: 'twophase' }, 'solve'],
    [{ puzzle: '8puzzle', view: 'net' }, 'view'],
    [{ background: 'url(https://tracker.example/pixel.png)' }, 'background'],
    [{ bg: 'linear-gradient(red, blue), url(x.png)' }, 'bg'],
    [{ background: 'image-set("a.png" 1x)' }, 'background'],
    [{ background: '\\75 rl(x.png)' }, 'background'],
  ] as const)('%o is an error naming %s', (attrs, attribute) => {
    const e = errorOf(attrs);
    expect(e.attribute).toBe(attribute);
    expect(e.message).toContain(`Attribute "${attribute}"`);
  });

  it('a background is a colour or gradients, never an image', () => {
    expect(read({ background: 'linear-gradient(#fff, #ddd)' }).background).toBe('linear-gradient(#fff, #ddd)');
    expect(read({ bg: '203040' }).background).toBe('#203040');
    expect(errorOf({ background: 'url(x.png)' }).message).toBe(
      'Attribute "background": "url(x.png)" is not a colour or a gradient (e.g. #f4f4f4, transparent, linear-gradient(#fff, #ddd)); images are not allowed',
    );
  });
});

describe('colour schemes', () => {
  it('named, six letters, hex lists and face pairs', () => {
    expect(readScheme('japanese')).toMatchObject({ D: 0x0051ba });
    expect(readScheme('#fff,#f00,#0f0,#ff0,#f80,#00f')).toMatchObject({ U: 0xffffff, L: 0xff8800 });
    expect(readScheme('U:black')).toMatchObject({ U: 0, R: 0xc41e3a });
    expect(readScheme('U:nothing')).toContain('"nothing" is not a colour');
  });
});

describe('stage masks', () => {
  it('the OLL mask keeps the first two layers and what faces U', async () => {
    const core = await nodeCore();
    const layout = core.stickerLayout('3x3x3');
    const oll = maskForStage('oll', layout, SOLVED3)!;
    expect(oll.slice(0, 9)).toBe('UUUUUUUUU');
    expect(oll.slice(18, 27)).toBe('xxxFFFFFF'); // F: top row grey
    expect(oll.slice(27, 36)).toBe('DDDDDDDDD');
    const cross = maskForStage('cross', layout, SOLVED3)!;
    expect(cross.slice(27, 36)).toBe('xDxDDDxDx');
    expect(cross.slice(18, 27)).toBe('xxxxFxxFx');
    expect(maskForStage('nope', layout, SOLVED3)).toBeNull();
  });
});
