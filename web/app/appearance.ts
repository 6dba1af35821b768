// How the cube is shown: its colour scheme (a preset, or a colour picked per face) and
// how it is held (the face on top and the face in front, e.g. yellow on top, green in
// front). Kept in localStorage and in the share link (`colors`, `orient`); a link wins
// over what this browser remembers. The orientation is a whole-cube rotation (x, y, z
// moves) whose effect on the stickers the core computes; no cube logic lives here.

import { colourName, faceName, schemeTitle } from '../i18n/colour-words';
import { t } from '../i18n/messages';
import { type ColorScheme, cssColor, FACES, type Face, SCHEME_PRESETS, setFaceColors } from '../render/colors';
import type { AlgResult, MoveStep, PuzzleName } from '../worker/api';
import { movesOf } from '../worker/packed-moves';
import type { Looks } from './page-parts';

const STORAGE_KEY = 'cubesolver.appearance';
const DEFAULT_ORIENT = 'UF';

/** Every way to hold a cube: 6 faces on top × 4 in front. Which is which, the core says. */
const HOLDS = [
  '',
  'y',
  'y2',
  "y'",
  'x',
  'x y',
  'x y2',
  "x y'",
  'z2',
  'z2 y',
  'x2',
  "z2 y'",
  "x'",
  "x' y",
  "x' y2",
  "x' y'",
  'z',
  'z y',
  'z y2',
  "z y'",
  "z'",
  "z' y",
  "z' y2",
  "z' y'",
];

export interface AppearanceElements {
  preset: HTMLSelectElement;
  /** Where the six colour pickers go. */
  faces: HTMLElement;
  top: HTMLSelectElement;
  front: HTMLSelectElement;
  reset: HTMLButtonElement;
}

/** What the page must provide: the core's move player, and somewhere to show the look. */
export interface AppearanceHost {
  playAlg(puzzle: PuzzleName, alg: string, start?: string): Promise<AlgResult>;
  /** Called after every change (colours or orientation), with the rotation moves. */
  changed(colors: ColorScheme, rotations: readonly MoveStep[]): void;
}

interface Hold {
  alg: string;
  moves: MoveStep[];
}

export class Appearance implements Looks {
  private colors: Record<Face, number> = { ...SCHEME_PRESETS[0].colors };
  private orient = DEFAULT_ORIENT;
  /** The rotation that holds the cube as chosen ('' for the standard hold). */
  private holdAlg = '';
  private holds: Promise<Map<string, Hold>> | null = null;
  private readonly pickers = new Map<Face, HTMLInputElement>();

  constructor(
    private readonly el: AppearanceElements,
    private readonly host: AppearanceHost,
  ) {
    for (const p of SCHEME_PRESETS) el.preset.append(new Option(schemeTitle(p.name, p.title), p.name));
    el.preset.append(new Option(t('colours.schemeCustom'), 'custom'));
    for (const face of FACES) {
      const label = document.createElement('label');
      label.className = 'face-color';
      const picker = document.createElement('input');
      picker.type = 'color';
      picker.setAttribute('data-testid', `color-${face}`);
      picker.addEventListener('input', () => {
        this.colors[face] = parseInt(picker.value.slice(1), 16);
        void this.apply();
      });
      const name = document.createElement('span');
      name.textContent = face;
      name.title = t('colours.faceTitle', { face: faceName(face) });
      picker.setAttribute('aria-label', t('colours.faceColour', { face: faceName(face), letter: face }));
      label.append(picker, name);
      el.faces.append(label);
      this.pickers.set(face, picker);
    }
    el.preset.addEventListener('change', () => {
      const preset = SCHEME_PRESETS.find((p) => p.name === el.preset.value);
      if (preset) this.colors = { ...preset.colors };
      void this.apply();
    });
    el.top.addEventListener('change', () => {
      // Keep the front if it still fits the new top, else the first face that does.
      void this.choose(el.top.value + el.front.value, el.top.value);
    });
    el.front.addEventListener('change', () => void this.choose(el.top.value + el.front.value, el.top.value));
    el.reset.addEventListener('click', () => {
      this.colors = { ...SCHEME_PRESETS[0].colors };
      this.orient = DEFAULT_ORIENT;
      void this.apply();
    });
    this.restore();
  }

  /** The link's look, if it has one; returns warnings for values that cannot be used. */
  async setFromLink(colors: string | undefined, orient: string | undefined): Promise<string[]> {
    const warnings: string[] = [];
    if (colors !== undefined) {
      const read = readColors(colors);
      if (read) this.colors = read;
      else
        warnings.push(
          t('colours.linkScheme', {
            colors,
            names: SCHEME_PRESETS.map((p) => p.name).join(', '),
          }),
        );
    }
    if (orient !== undefined) {
      const want = orient.toUpperCase();
      if ((await this.holdMap()).has(want)) this.orient = want;
      else warnings.push(t('colours.linkOrient', { orient }));
    }
    await this.apply();
    return warnings;
  }

  /** The look as link parameters (undefined where it is the default). */
  linkParams(): { colors?: string; orient?: string } {
    const text = colorsText(this.colors);
    return {
      colors: text === SCHEME_PRESETS[0].name ? undefined : text,
      orient: this.orient === DEFAULT_ORIENT ? undefined : this.orient,
    };
  }

  /**
   * The look as the widget's attributes (undefined where it is the default): `colors`
   * as a scheme name or six hex colours U R F D L B, `orientation` as the rotation.
   */
  widgetParams(): { colors?: string; orientation?: string } {
    const text = colorsText(this.colors);
    return {
      colors: text === SCHEME_PRESETS[0].name ? undefined : text.replace(/-/g, ','),
      orientation: this.holdAlg || undefined,
    };
  }

  /** `facelets` as the cube is held (the face on top first), from the core. */
  async held(puzzle: PuzzleName, facelets: string): Promise<string> {
    if (this.orient === DEFAULT_ORIENT || facelets === '') return facelets;
    const hold = (await this.holdMap()).get(this.orient);
    if (!hold) return facelets;
    const turned = await this.host.playAlg(puzzle, hold.alg, facelets);
    return turned.ok ? turned.facelets : facelets;
  }

  /** The colour name of a face's stickers ("yellow"), for text descriptions. */
  word(face: string): string {
    const color = this.colors[face as Face];
    if (color === undefined) return colourName(face === 'x' || face === '?' ? 'any' : 'unknown');
    for (const p of SCHEME_PRESETS) {
      const f = FACES.find((g) => p.colors[g] === color);
      if (f) return colourName(p.words[f]);
    }
    return cssColor(color);
  }

  /** Applies the look to the views, the controls and localStorage. */
  async apply(): Promise<void> {
    setFaceColors(this.colors);
    const holds = await this.holdMap();
    const hold = holds.get(this.orient) ?? holds.get(DEFAULT_ORIENT)!;
    this.holdAlg = hold.alg;
    this.renderControls(holds);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ colors: colorsText(this.colors), orient: this.orient }));
    } catch {
      // Storage off (private mode): the look lasts for this visit.
    }
    this.host.changed({ ...this.colors }, hold.moves);
  }

  private async choose(wanted: string, top: string): Promise<void> {
    const holds = await this.holdMap();
    this.orient = holds.has(wanted) ? wanted : ([...holds.keys()].find((k) => k[0] === top) ?? DEFAULT_ORIENT);
    await this.apply();
  }

  private restore(): void {
    try {
      const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
        colors?: unknown;
        orient?: unknown;
      } | null;
      const colors = typeof saved?.colors === 'string' ? readColors(saved.colors) : null;
      if (colors) this.colors = colors;
      if (typeof saved?.orient === 'string' && /^[URFDLB]{2}$/.test(saved.orient)) this.orient = saved.orient;
    } catch {
      // Nothing usable stored.
    }
  }

  /** "top+front" → the rotation that holds the cube so, asked of the core once. */
  private holdMap(): Promise<Map<string, Hold>> {
    this.holds ??= (async () => {
      const map = new Map<string, Hold>();
      // Asked all at once: one after another, each waited behind the worker's other work.
      const played = await Promise.all(HOLDS.map((alg) => this.host.playAlg('3x3x3', alg)));
      for (const [i, alg] of HOLDS.entries()) {
        const r = played[i];
        if (!r.ok) throw new Error(`rotation "${alg}": ${r.error.message}`);
        // The centres now on top (U, sticker 5) and in front (F, sticker 23).
        const key = r.facelets[4] + r.facelets[22];
        if (!map.has(key)) map.set(key, { alg, moves: movesOf(r.moves) });
      }
      return map;
    })();
    this.holds.catch(() => (this.holds = null));
    return this.holds;
  }

  private renderControls(holds: Map<string, Hold>): void {
    const text = colorsText(this.colors);
    this.el.preset.value = SCHEME_PRESETS.some((p) => p.name === text) ? text : 'custom';
    for (const [face, picker] of this.pickers) picker.value = cssColor(this.colors[face]);
    const option = (f: Face) => new Option(t('colours.withLetter', { colour: this.word(f), letter: f }), f);
    const [top, front] = [...this.orient];
    this.el.top.replaceChildren(...FACES.map(option));
    this.el.top.value = top;
    this.el.front.replaceChildren(...FACES.filter((f) => holds.has(top + f)).map(option));
    this.el.front.value = front;
  }
}

/** A preset's name, or six hex colours U-R-F-D-L-B. */
function colorsText(colors: ColorScheme): string {
  const preset = SCHEME_PRESETS.find((p) => FACES.every((f) => p.colors[f] === colors[f]));
  return preset ? preset.name : FACES.map((f) => cssColor(colors[f]).slice(1)).join('-');
}

function readColors(text: string): Record<Face, number> | null {
  const preset = SCHEME_PRESETS.find((p) => p.name === text.toLowerCase());
  if (preset) return { ...preset.colors };
  const parts = text.split('-');
  if (parts.length !== 6 || !parts.every((h) => /^[0-9a-f]{6}$/i.test(h))) return null;
  return Object.fromEntries(FACES.map((f, i) => [f, parseInt(parts[i], 16)])) as Record<Face, number>;
}
