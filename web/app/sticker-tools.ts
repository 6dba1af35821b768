// The sticker puzzles' ways to enter colours, made over the page's elements
// (index.html): the painter (#paint, paint.ts), the camera scan (#scan,
// camera-scan.ts: the cubes the row says it reads), which hands the state it reads to
// the painter, and a Bluetooth smart cube (#smartcube, smart-cube-panel.ts, 3x3x3).
// The scan's and the smart cube's code is fetched when their panel first opens
// (load-on-open.ts), not on the page's first load.

import type { Remote } from 'comlink';
import type { CoreApi, PuzzleName } from '../worker/api';
import { byId, radios } from './dom';
import { loadOnOpen } from './load-on-open';
import type { PageParts } from './page-parts';
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

/** What the sticker page asks of the camera scan, made or not yet. */
export interface ScanPanel {
  /** Another puzzle shown: the camera goes off. */
  hide(): void;
  /** The cube shown. */
  setPuzzle(puzzle: PuzzleName): void;
}

/** The camera scan, asking `core` and opening what it reads in `painter`; made when it first opens. */
export function pageScan(core: () => Remote<CoreApi>, painter: Painter): ScanPanel {
  let puzzle: PuzzleName | null = null;
  let scan: ScanPanel | null = null;
  const root = byId<HTMLDetailsElement>('scan');
  loadOnOpen(
    root,
    () => import('./camera-scan'),
    ({ CameraScan }) => {
      scan = new CameraScan(
        {
          root,
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
      if (puzzle) scan.setPuzzle(puzzle);
    },
  );
  return {
    hide: () => scan?.hide(),
    setPuzzle: (p) => {
      puzzle = p;
      scan?.setPuzzle(p);
    },
  };
}

/** "Connect smart cube": the live state written where the painter writes it; made when it first opens. */
export function pageSmartCube(page: PageParts): void {
  const root = byId<HTMLDetailsElement>('smartcube');
  loadOnOpen(
    root,
    () => import('./smart-cube-page'),
    ({ MoveFollower, pageSmartCubeCore, SmartCubePanel, smartCubeHost }) =>
      new SmartCubePanel(
        {
          root,
          support: byId('smartcube-support'),
          connect: byId<HTMLButtonElement>('smartcube-connect'),
          solved: byId<HTMLButtonElement>('smartcube-solved'),
          disconnect: byId<HTMLButtonElement>('smartcube-disconnect'),
          status: byId('smartcube-status'),
          followAlg: byId<HTMLInputElement>('smartcube-follow-alg'),
          follow: byId<HTMLButtonElement>('smartcube-follow'),
          followStatus: byId('smartcube-follow-status'),
          solving: {
            guide: byId<HTMLButtonElement>('smartcube-guide'),
            guideStatus: byId('smartcube-guide-status'),
            record: byId<HTMLButtonElement>('smartcube-record'),
            recordStatus: byId('smartcube-record-status'),
          },
        },
        smartCubeHost(page, () => page.store.view),
        pageSmartCubeCore(page.core),
        new MoveFollower(page.core),
        new MoveFollower(page.core),
      ),
  );
}

/** The three over the page's parts, the scan and the smart cube handing what they read to the painter's fields. */
export function stickerTools(page: PageParts): { painter: Painter; scan: ScanPanel } {
  const changed = () => page.cycle.schedule();
  const painter = pagePainter(changed);
  pageSmartCube(page);
  return { painter, scan: pageScan(page.core, painter) };
}
