// The page's parts, made once and handed to each other: every part gets the Page and
// calls the others through it at run time (a part's constructor only finds its own
// elements), and shares state only through the one store (store.ts). Two workers: one
// answers the inputs (parse, validate), the other builds tables and solves, so typing
// stays live during a long solve and Cancel can stop the solver worker outright.

import { type AnyPuzzle, PUZZLES, type PuzzleRow, type StickerPuzzle } from '../puzzles';
import type { PuzzleGeometry } from '../worker/api';
import { createWorkerClient } from '../worker/client';
import { Announcer } from './announcer';
import { Appearance } from './appearance';
import { copyText } from './clipboard';
import { ClockPage } from './clock-page';
import { byId, radios } from './dom';
import { fmcOnOpen } from './fmc-on-open';
import { InputButtons } from './input-buttons';
import { NetPanel } from './net-panel';
import type { Fmc, PageParts } from './page-parts';
import type { PuzzlePage } from './puzzle-page';
import { SavePanel } from './save-panel';
import { ShareLink } from './share-link';
import { SlidingPage } from './sliding-page';
import { SolvePanel } from './solve-panel';
import { SolverMenu } from './solver-menu';
import { SolverOptions } from './solver-options';
import { Sq1Page } from './sq1-page';
import { Stage } from './stage';
import { StickerPage } from './sticker-page';
import { createStore } from './store';
import { TableChoices } from './table-choices';
import { TablePanel } from './table-panel';
import { UpdateCycle } from './update-cycle';

export class Page implements PageParts {
  readonly store = createStore();
  /** Parsing and validation. */
  readonly coreClient = createWorkerClient();
  /** Tables and solving; cancel() stops it and starts a fresh one. */
  readonly solverClient = createWorkerClient();
  readonly core = () => this.coreClient.api;

  readonly stickers: StickerPage = new StickerPage(this);
  readonly sliding: SlidingPage = new SlidingPage(this);
  readonly clock: ClockPage = new ClockPage(this);
  readonly sq1: Sq1Page = new Sq1Page(this);
  /** Each puzzle's part of the page: one for every sticker puzzle, the 8-puzzle's own (web/puzzles.ts). */
  readonly puzzles: Readonly<Record<AnyPuzzle, PuzzlePage>> = pagesByName({
    cube: this.stickers,
    twisty: this.stickers,
    board: this.sliding,
    dials: this.clock,
    sq1: this.sq1,
  });

  readonly options = new SolverOptions(
    {
      root: byId('solve-box'),
      goal: byId('goal'),
      goalHint: byId('goal-hint'),
      goalPreview: byId('goal-preview'),
      goalError: byId('goal-error'),
      moves: byId('moves-allowed'),
      movesNote: byId('moves-note'),
      metric: radios('metric'),
      maxLength: byId('max-length'),
      timeMs: byId('time-ms'),
      effort: byId('effort'),
      allOptimal: byId('all-optimal'),
      table: byId('optimal-table'),
    },
    this.store.shapes,
  );
  readonly solving: SolvePanel = new SolvePanel(this);
  readonly appearance: Appearance = new Appearance(
    {
      preset: byId('scheme-preset'),
      faces: byId('face-colors'),
      top: byId('orient-top'),
      front: byId('orient-front'),
      reset: byId('look-reset'),
    },
    {
      playAlg: (p, alg, start) => this.core().playAlg(p, alg, start),
      changed: (colors, rotations) => {
        this.store.view?.setAppearance(colors, rotations);
        this.netPanel.redraw();
        this.share.update();
      },
    },
  );
  readonly netPanel = new NetPanel(
    { net: byId('net-view'), words: byId('state-words'), modes: radios('view-mode') },
    this.appearance,
    (p) => this.geometry(p),
  );
  readonly announcer = new Announcer(byId('announce'));
  readonly tables: TablePanel = new TablePanel(this);
  readonly tableChoices: TableChoices = new TableChoices(this);
  readonly menu: SolverMenu = new SolverMenu(this);
  readonly cycle: UpdateCycle = new UpdateCycle(this);
  readonly share: ShareLink = new ShareLink(this);
  readonly buttons: InputButtons = new InputButtons(this);
  readonly stage: Stage = new Stage(this);
  readonly saving: SavePanel = new SavePanel(this);
  /** Made when it first opens (its code is not on the first load). */
  readonly fmc: Fmc = fmcOnOpen(this);

  private readonly actionStatus = byId('action-status');
  private readonly puzzleRadios = radios('puzzle');

  geometry(p: StickerPuzzle): Promise<PuzzleGeometry> {
    const { geometries, shapes } = this.store;
    let asked = geometries.get(p);
    if (!asked) {
      asked = this.core().puzzleGeometry(p);
      asked.then(
        (g) => shapes.set(p, g),
        () => geometries.delete(p),
      );
      geometries.set(p, asked);
    }
    return asked;
  }

  /** Says what a button or a hand turn did (the action status line). */
  readonly say = (text: string): void => {
    this.actionStatus.textContent = text;
  };

  /** Shows puzzle `p` (its radio checked); the next update reads its inputs. */
  setPuzzle(p: AnyPuzzle): void {
    this.store.puzzle = p;
    for (const r of this.puzzleRadios) r.checked = r.value === p;
  }

  /** Listens to the inputs and the buttons. */
  wire(): void {
    for (const id of [
      'scramble',
      'facelets',
      'board-input',
      'clock-scramble',
      'clock-state',
      'sq1-scramble',
      'sq1-state',
      'goal',
      'moves-allowed',
    ]) {
      byId(id).addEventListener('input', () => this.cycle.schedule());
    }
    for (const r of radios('metric')) r.addEventListener('change', () => void this.cycle.update());
    this.menu.wire();
    this.tableChoices.wire();
    for (const r of this.puzzleRadios) {
      r.addEventListener('change', () => {
        this.store.puzzle = r.value as AnyPuzzle;
        this.menu.fill();
        void this.cycle.update();
      });
    }
    for (const id of ['max-length', 'time-ms', 'effort', 'all-optimal']) {
      byId(id).addEventListener('change', () => this.solving.updateControls());
    }
    this.stage.wire();
    this.saving.wire();
    const copyCurrent = byId<HTMLButtonElement>('copy-current');
    copyCurrent.addEventListener('click', () => void copyText(this.stickers.inputs.current, copyCurrent, this.say));
    this.share.wire();
    this.buttons.wire();
  }
}

/** Each puzzle's page, by its view kind. */
function pagesByName(kinds: Record<PuzzleRow['view'], PuzzlePage>): Record<AnyPuzzle, PuzzlePage> {
  return Object.fromEntries(PUZZLES.map((row) => [row.name, kinds[row.view]])) as Record<AnyPuzzle, PuzzlePage>;
}
