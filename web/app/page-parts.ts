// What the page's parts ask of each other, as interfaces: each part gets the page as
// `PageParts` and calls the others through it at run time. page.ts makes the parts and
// is the one module that imports them; the parts import this file, never page.ts or
// each other's modules for the page, so imports run one way (main -> page -> parts ->
// page-parts). Each part class `implements` its interface here.

import type { Remote } from 'comlink';
import type { Player, Track } from '../player/player';
import type { StickerPuzzle } from '../puzzles';
import type { PuzzleView } from '../render/PuzzleView';
import type {
  AnyPuzzle,
  BoardCheck,
  PocketCheck,
  PrebuiltTable,
  PuzzleGeometry,
  PuzzleName,
  SolveReply,
  SolveRequest,
  SolverInfo,
  TableStatus,
} from '../worker/api';
import type { WorkerClient } from '../worker/client';
import type { WorkerApi } from '../worker/serve';
import type { PuzzlePage } from './puzzle-page';
import type { PageStore, SolveTarget } from './store';

/** The solver's options as the request carries them (solver-options.ts). */
export type SolveOptionFields = Omit<SolveRequest, 'puzzle' | 'solver' | 'state'>;

/** inputs -> the puzzle's read() -> track, net, link, status (update-cycle.ts). */
export interface Cycle {
  schedule(): void;
  update(rethrow?: boolean): Promise<void>;
  showShownState(): void;
}

/** Solve / Cancel, the status line, the result, the solutions (solve-panel.ts). */
export interface Solving {
  idleStatus(): void;
  loadSolution(track: Track, key: string): void;
  setStatus(text: string, kind?: '' | 'busy' | 'ok' | 'error'): void;
  showResult(reply: SolveReply | null, noun?: string, key?: string): void;
  solve(autoplay?: boolean): Promise<void>;
  stateKey(): string;
  target(): SolveTarget | null;
  updateControls(): void;
  withSolver(kind: 'solving' | 'scrambling', work: () => Promise<void>): Promise<void>;
}

/** The solver's options: goal, moves, metric, limits (solver-options.ts). */
export interface Options {
  readonly goalText: string;
  readonly movesText: string;
  readonly metric: string;
  readonly ready: boolean;
  request(): SolveOptionFields;
  setFromLink(link: { goal?: string; moves?: string; metric?: string }): void;
  show(info: SolverInfo | undefined, puzzle: AnyPuzzle): void;
  showPocketCheck(check: PocketCheck | null): void;
  showSlidingGoal(goal: BoardCheck | null): void;
}

/** The solvers of the puzzle, their help, goal presets (solver-menu.ts). */
export interface Menu {
  readonly chosen: string;
  fill(): void;
  load(): Promise<void>;
  showOptions(p: AnyPuzzle): void;
  solverFor(p: AnyPuzzle): SolverInfo | undefined;
}

/** Tables: prepared with progress, listed, the room, cleared (table-panel.ts). */
export interface Tables {
  hideMemoryOffer(): void;
  /** The solver shown changed: the status line keeps only its tables' words. */
  follow(info: SolverInfo | undefined): void;
  prepare(info: SolverInfo, request?: SolveRequest, prebuilt?: PrebuiltTable): Promise<void>;
  refresh(): Promise<void>;
  sayWhatIsStored(): Promise<void>;
}

/** The optimal solver's table sizes (table-choices.ts). */
export interface TableSizes {
  heldTables(statuses: TableStatus[]): void;
  show(info: SolverInfo | undefined): void;
}

/** The FMC attempt (fmc-panel.ts). */
export interface Fmc {
  inputsChanged(): Promise<void>;
  linkValue(): string;
  loadLink(value: string | undefined): Promise<void>;
  owns(t: Track | null | undefined): boolean;
}

/** The share link (share-link.ts). */
export interface Share {
  loadFromLocation(first: boolean): void;
  /** The address's look (colours, hold) applied, as loadFromLocation last asked. */
  readonly lookApplied: Promise<void>;
  loadLinkAlg(): Promise<void>;
  loadLinkFmc(): Promise<void>;
  update(): void;
}

/** The 3D view, the player over it, the speed (stage.ts). */
export interface StageStatus {
  readonly status: HTMLElement;
}

/** Colour scheme and how the cube is held (appearance.ts). */
export interface Looks {
  held(puzzle: PuzzleName, facelets: string): Promise<string>;
  linkParams(): { colors?: string; orient?: string };
  setFromLink(colors: string | undefined, orient: string | undefined): Promise<string[]>;
  widgetParams(): { colors?: string; orientation?: string };
  word(face: string): string;
}

/** The net beside the 3D view and the state in words (net-panel.ts). */
export interface NetShown {
  redraw(): void;
  show(puzzle: StickerPuzzle, facelets: string): Promise<void>;
}

/** The spoken position (announcer.ts). */
export interface Speaker {
  update(player: Player, solved: string): void;
}

/** The sticker puzzles' page (sticker-page.ts): keys on the 3D view turn the puzzle. */
export interface StickerKeys {
  wireKeys(view: PuzzleView): void;
}

export interface PageParts {
  readonly store: PageStore;
  /** Parsing and validation. */
  readonly coreClient: WorkerClient;
  /** Tables and solving; cancel() stops it and starts a fresh one. */
  readonly solverClient: WorkerClient;
  readonly core: () => Remote<WorkerApi>;
  /** Each puzzle's part of the page: its view kind's (web/puzzles.ts). */
  readonly puzzles: Readonly<Record<AnyPuzzle, PuzzlePage>>;
  readonly stickers: StickerKeys;
  readonly cycle: Cycle;
  readonly solving: Solving;
  readonly options: Options;
  readonly menu: Menu;
  readonly tables: Tables;
  readonly tableChoices: TableSizes;
  readonly fmc: Fmc;
  readonly share: Share;
  readonly stage: StageStatus;
  readonly appearance: Looks;
  readonly netPanel: NetShown;
  readonly announcer: Speaker;
  /** The geometry of a sticker puzzle's row (asked of the core once). */
  geometry(p: StickerPuzzle): Promise<PuzzleGeometry>;
  /** Says what a button or a hand turn did (the action status line). */
  readonly say: (text: string) => void;
  /** Shows puzzle `p` (its radio checked); the next update reads its inputs. */
  setPuzzle(p: AnyPuzzle): void;
}
