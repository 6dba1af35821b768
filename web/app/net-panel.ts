// The flat net of the state shown, beside the 3D view (or instead of it: the view
// switch picks 3D, net or both), for every sticker puzzle, and the same state in words
// for screen readers, face by face. Follows playback move by move; the net shows a cube
// as held (the orientation chosen in Appearance, turned by the core).

import { colourName } from '../i18n/colour-words';
import { t } from '../i18n/messages';
import { isCube, type StickerPuzzle } from '../puzzles';
import { faceWords } from '../render/face-paints';
import { renderNet } from '../render/NetView';
import type { PuzzleGeometry } from '../worker/api';
import type { Appearance } from './appearance';
import type { NetShown } from './page-parts';

const STORAGE_KEY = 'cubesolver.view';
const MODES = ['3d', 'net', 'both'] as const;
type ViewMode = (typeof MODES)[number];

/** Where each face of a cube sits as the net is read: Kociemba order U R F D L B. */
const CUBE_PLACES = [
  'state.placeTop',
  'state.placeRight',
  'state.placeFront',
  'state.placeBottom',
  'state.placeLeft',
  'state.placeBack',
] as const;

export interface NetPanelElements {
  net: HTMLElement;
  words: HTMLElement;
  modes: HTMLInputElement[]; // radios with values 3d / net / both
}

export class NetPanel implements NetShown {
  private generation = 0;
  private last: { puzzle: StickerPuzzle; facelets: string } | null = null;

  constructor(
    private readonly el: NetPanelElements,
    private readonly appearance: Appearance,
    private readonly geometry: (p: StickerPuzzle) => Promise<PuzzleGeometry>,
  ) {
    for (const r of el.modes) r.addEventListener('change', () => r.checked && this.setMode(r.value as ViewMode, true));
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(STORAGE_KEY);
    } catch {
      // Storage off: the default.
    }
    this.setMode(MODES.includes(saved as ViewMode) ? (saved as ViewMode) : 'both', false);
  }

  /** Draws `facelets` (the state in the standard orientation; a cube as held); '' clears. */
  async show(puzzle: StickerPuzzle, facelets: string): Promise<void> {
    this.last = { puzzle, facelets };
    const gen = ++this.generation;
    if (facelets === '') {
      this.el.net.replaceChildren();
      this.el.words.textContent = t('state.noState');
      return;
    }
    const cube = isCube(puzzle);
    const [held, geometry] = await Promise.all([
      cube ? this.appearance.held(puzzle, facelets) : facelets,
      this.geometry(puzzle),
    ]);
    if (gen !== this.generation) return;
    renderNet(this.el.net, held, geometry, t(cube ? 'state.netHeld' : 'state.netShown'));
    this.el.net.dataset.facelets = held;
    this.el.words.textContent = cube ? this.describeCube([...held]) : describeFaces([...held], geometry);
  }

  /** Draws the last state again (the colours or the orientation changed). */
  redraw(): void {
    if (this.last) void this.show(this.last.puzzle, this.last.facelets);
  }

  /** "Top: white white red / …." one line per face, each face row by row, in the colours chosen. */
  private describeCube(symbols: string[]): string {
    const n = Math.round(Math.sqrt(symbols.length / 6));
    return CUBE_PLACES.map((place, f) => {
      const rows: string[] = [];
      for (let r = 0; r < n; r++) {
        const row = symbols.slice(f * n * n + r * n, f * n * n + (r + 1) * n);
        rows.push(row.map((s) => this.appearance.word(s)).join(' '));
      }
      return t('state.faceLine', { place: t(place), rows: rows.join(' / ') });
    }).join('\n');
  }

  private setMode(mode: ViewMode, remember: boolean): void {
    document.body.dataset.view = mode;
    for (const r of this.el.modes) r.checked = r.value === mode;
    if (remember) {
      try {
        localStorage.setItem(STORAGE_KEY, mode);
      } catch {
        // Storage off: the choice lasts for this visit.
      }
    }
  }
}

/** "F face: green green red …." one line per face of a puzzle other than a cube. */
function describeFaces(symbols: string[], g: PuzzleGeometry): string {
  const words = faceWords(g);
  const each = symbols.length / g.faces.length;
  return [...g.faces]
    .map((face, f) => {
      const stickers = symbols.slice(f * each, (f + 1) * each).map((s) => colourName(words.get(s) ?? 'unknown'));
      return t('state.letterFaceLine', { face, stickers: stickers.join(' ') });
    })
    .join('\n');
}
