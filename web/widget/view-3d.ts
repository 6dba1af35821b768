// A player's 3D view: PuzzleView drawing through the renderer all players share. It is
// the only part of the widget that needs three.js, so the element loads it on first
// use (its own chunk, cube-player-view-3d.js): the element's script stays small, and the
// shared worker fetches and compiles the core while three.js loads.
import { PuzzleView } from '../render/PuzzleView';
import type { Scheme } from './schemes';
import { sharedRenderer } from './shared-renderer';

/** A sticker puzzle's 3D view (its geometry set once the core gave it); `colors` paints a cube's faces. */
export function createPuzzleView(stage: HTMLElement, label: string, colors?: Scheme): PuzzleView {
  return new PuzzleView(stage, { renderer: sharedRenderer, colors, label });
}

// Pictures out (pictures.ts): they read the 3D view or step it, so they come with it.
export { NO_WEBM, recordClip, webmType } from '../export/clip';
export { svgPng, svgText, viewPng } from '../export/images';
export { cubeNetSvg, geometryNetSvg } from '../export/net-svg';
export { sharedRenderer } from './shared-renderer';
