// A player's pictures out (issue 24): saveImage('png' | 'svg') and
// saveAnimation('gif' | 'webm') of <cube-player>, each answering a Blob: of the 3D view,
// the net, or a view drawn in SVG (the Clock's, the Square-1's). The drawing is
// web/export's, loaded with the 3D view's chunk (three.js; the PNG of the 3D view reads
// its canvas, a clip steps its animation) on first use: the element's own script stays
// small.

import type { Player } from '../player/player';
import { puzzleRow } from '../puzzles';
import type { PlaybackView, PlayStep } from '../render/playback';
import type { SvgView } from '../render/SvgView';
import type { ThreeView } from '../render/ThreeView';
import type { PlayerConfig } from './attributes';
import type { Built } from './track';

export type ImageType = 'png' | 'svg';
export type AnimationType = 'gif' | 'webm';

export interface AnimationOptions {
  /** Playback speed (default: the player's tempo). */
  speed?: number;
  /** Frames per second (default 20 for GIF, 30 for WebM). */
  fps?: number;
  /** The cube's square in px (default 360; the moves are written in a fifth more below). */
  size?: number;
  signal?: AbortSignal;
  /** The fraction of the moves played so far, after each frame. */
  onProgress?: (fraction: number) => void;
}

/** What a player shows, as the pictures need it. */
export interface Shown {
  config: PlayerConfig;
  built: Built;
  stage: HTMLElement;
  player: Player;
  /** The 3D view, when the player shows one. */
  threeD: (ThreeView<PlayStep> & PlaybackView) | null;
  /** A view drawn in SVG (the Clock's, the Square-1's), when the player shows one. */
  drawn: SvgView<PlayStep> | null;
  load: () => Promise<typeof import('./view-3d')>;
}

const SVG_WIDTH = 480;

function stateOf(shown: Shown): string {
  return shown.config.view === 'image' ? shown.built.final : shown.player.shownState;
}

/** The SVG the player shows (image, 2D, a twisty net), or the net of the state shown. */
async function svgOf(shown: Shown): Promise<string> {
  const { svgText, cubeNetSvg, geometryNetSvg } = await shown.load();
  const drawn = shown.threeD ? null : shown.stage.querySelector('svg');
  if (drawn) return svgText(drawn, SVG_WIDTH);
  if (shown.built.geometry && puzzleRow(shown.config.puzzle).view === 'twisty') {
    return geometryNetSvg(shown.built.geometry, stateOf(shown), { background: '#ffffff' });
  }
  return cubeNetSvg(stateOf(shown), { colors: shown.config.scheme, background: '#ffffff' });
}

export async function saveImage(shown: Shown | null, type: ImageType): Promise<Blob> {
  const kind = shown ? puzzleRow(shown.config.puzzle).view : 'board';
  if (!shown || kind === 'board' || ((kind === 'dials' || kind === 'sq1') && !shown.drawn))
    throw new Error('saveImage: no puzzle is shown yet');
  if (type !== 'png' && type !== 'svg') throw new Error(`saveImage: 'png' or 'svg', not '${type}'`);
  const svg = shown.drawn ? shown.drawn.svgDocument() : null;
  if (type === 'svg') return new Blob([svg ?? (await svgOf(shown))], { type: 'image/svg+xml' });
  const { viewPng, svgPng } = await shown.load();
  return shown.threeD ? viewPng(shown.threeD.canvas) : svgPng(svg ?? (await svgOf(shown)));
}

export async function saveAnimation(
  shown: Shown | null,
  type: AnimationType,
  options: AnimationOptions = {},
): Promise<Blob> {
  if (type !== 'gif' && type !== 'webm') throw new Error(`saveAnimation: 'gif' or 'webm', not '${type}'`);
  const view = shown?.threeD ?? shown?.drawn;
  if (!shown || !view) throw new Error('saveAnimation: the player draws no 3D view (view="3d") nor a view of its own');
  const track = shown.player.current;
  if (!track || track.result.length === 0) throw new Error('saveAnimation: no moves to animate');
  const { recordClip, sharedRenderer, webmType, NO_WEBM } = await shown.load();
  if (type === 'webm' && !webmType()) throw new Error(NO_WEBM);
  const at = shown.player.at;
  shown.player.jump(at); // playback stops; the view is given back as it was
  const steps = Array.from({ length: track.result.length }, (_, i) => track.result.step(i));
  try {
    const clip = await recordClip(
      view,
      track.start,
      steps,
      steps.map((_, i) => track.result.state(i)),
      steps.map((s) => view.label(s)),
      {
        format: type,
        speed: options.speed ?? shown.config.tempo,
        fps: options.fps,
        size: options.size,
        renderer: sharedRenderer,
        signal: options.signal,
        onProgress: options.onProgress,
      },
    );
    return clip.blob;
  } finally {
    shown.player.jump(at);
  }
}
