// A player's 3D view: CubeView drawing through the renderer all players share. It is
// the only part of the widget that needs three.js, so the element loads it on first
// use (its own chunk, cube-player-view-3d.js): the element's script stays small, and the
// shared worker fetches and compiles the core while three.js loads.
import { CubeView } from '../render/CubeView';
import { TwistyView } from '../render/TwistyView';
import type { Scheme } from './schemes';
import { sharedRenderer } from './shared-renderer';

export function createCubeView(stage: HTMLElement, colors: Scheme): CubeView {
  return new CubeView(stage, { renderer: sharedRenderer, colors, label: 'Cube, 3D view' });
}

/** A Pyraminx's or Skewb's 3D view (its layout set once the core gave it). */
export function createTwistyView(stage: HTMLElement, label: string): TwistyView {
  return new TwistyView(stage, { renderer: sharedRenderer, label });
}

// Pictures out (pictures.ts): they read the 3D view or step it, so they come with it.
export { NO_WEBM, recordClip, webmType } from '../export/clip';
export { svgPng, svgText, viewPng } from '../export/images';
export { cubeNetSvg } from '../export/net-svg';
export { TWISTY_ANGLES } from '../render/twisty-colours';
export { sharedRenderer } from './shared-renderer';
