// The sticker puzzles' two ways to enter colours, made over the page's elements
// (index.html): the painter (#paint, paint.ts) and the camera scan (#scan,
// camera-scan.ts: the cubes the row says it reads), which hands the state it reads to
// the painter.

import type { Remote } from 'comlink';
import type { CoreApi } from '../worker/api';
import { CameraScan } from './camera-scan';
import { byId, radios } from './dom';
import { Painter } from './paint';

/** The painter, editing the page's inputs; `changed` hears each edit. */
export function pagePainter(changed: () => void): Painter {
  return new Painter(
    {
      root: byId<HTMLDetailsElement>('paint'),
      palette: byId('paint-palette'),
      targets: radios('paint-target'),
      targetGroup: byId('paint-target'),
      net: byId('paint-net'),
      fromSolved: byId('paint-solved'),
      fromCurrent: byId('paint-current'),
      blank: byId('paint-blank'),
      undo: byId('paint-undo'),
      status: byId('paint-status'),
      verdict: byId('paint-verdict'),
      left: byId('paint-left'),
    },
    {
      scramble: byId('scramble'),
      start: byId('facelets'),
      goal: byId('goal'),
      goalPreset: byId<HTMLSelectElement>('goal-preset'),
      changed,
    },
  );
}

/** The camera scan, asking `core` and opening what it reads in `painter`. */
export function pageScan(core: () => Remote<CoreApi>, painter: Painter): CameraScan {
  return new CameraScan(
    {
      root: byId<HTMLDetailsElement>('scan'),
      stage: byId('scan-stage'),
      video: byId<HTMLVideoElement>('scan-video'),
      overlay: byId<HTMLCanvasElement>('scan-overlay'),
      guide: byId<HTMLCanvasElement>('scan-guide'),
      instruction: byId('scan-instruction'),
      start: byId<HTMLButtonElement>('scan-start'),
      capture: byId<HTMLButtonElement>('scan-capture'),
      stop: byId<HTMLButtonElement>('scan-stop'),
      auto: byId<HTMLInputElement>('scan-auto'),
      facing: byId<HTMLSelectElement>('scan-facing'),
      letters: byId<HTMLInputElement>('scan-letters'),
      faces: byId('scan-faces'),
      status: byId('scan-status'),
    },
    { core, open: (facelets, unsure) => painter.openScanned(facelets, unsure) },
  );
}
