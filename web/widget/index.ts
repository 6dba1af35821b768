// The widget bundle's entry (dist/widget/cube-player.js, also `import 'cubesolver/widget'`):
// defines <cube-player>, whose players share one worker started from the files beside
// the bundle (web/worker/bundled-worker.ts).
import { startBundledWorker } from '../worker/bundled-worker';
import { mark } from '../worker/timeline';
import { CubePlayerElement, type CubePlayerEventMap, defineCubePlayer } from './cube-player';
import { setWorkerStarter } from './shared-worker';

mark('cube-player.js run');
setWorkerStarter(startBundledWorker, 'cube-player-worker.js');
defineCubePlayer();

export { CubePlayerElement, type CubePlayerEventMap };
