// The solver API's entry (dist/widget/cubesolver.js, `import 'cubesolver'`): solve,
// randomScramble, verify and connectSmartCube, running the core in a worker started from the files beside
// the bundle (web/worker/bundled-worker.ts), tables cached in IndexedDB as on the page.
import { startBundledWorker } from '../worker/bundled-worker';
import { setWorkerStarter } from './client';

setWorkerStarter(startBundledWorker, 'cube-player-worker.js');

export type {
  AnyPuzzle as Puzzle,
  Problem,
  SearchProgress,
  SolutionStage,
  SolverName,
  TableProgress,
} from '../worker/api';
export type { SolveOptions, SolveProgress } from './options';
export { randomScramble, type Scramble } from './scramble';
export {
  connectSmartCube,
  type MacRequest,
  type SmartCube,
  type SmartCubeDevice,
  SmartCubeError,
  type SmartCubeErrorCode,
  type SmartCubeEventMap,
  type SmartCubeMoveDetail,
  type SmartCubeOptions,
  type SmartCubeStateDetail,
} from './smart-cube';
export { type SolveResult, solve } from './solve';
export type { PuzzleInput } from './start';
export { type Verdict, verify } from './verify';
