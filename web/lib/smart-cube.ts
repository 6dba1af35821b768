// connectSmartCube for the package: web/smartcube's connection, its cube logic answered
// by the core in a worker of its own (client.ts), started on the first connection, so
// a turn never waits behind a search that solve() runs, nor dies with its cancel.
import {
  connectSmartCube as connectWith,
  type MacRequest,
  SmartCubeError,
  type SmartCubeErrorCode,
  type SmartCubeOptions,
} from '../smartcube/connect';
import type { SmartCubeCore } from '../smartcube/core-port';
import type { SmartCube, SmartCubeEventMap, SmartCubeMoveDetail, SmartCubeStateDetail } from '../smartcube/smart-cube';
import { statesOf } from '../worker/packed-moves';
import type { WorkerClient } from '../worker/worker-client';
import { separateWorker } from './client';

let worker: WorkerClient | null = null;
const run: WorkerClient['run'] = (call) => (worker ??= separateWorker()).run(call);

const core: SmartCubeCore = {
  play: (facelets, moves) =>
    run(async (api) => {
      const r = await api.playAlg('3x3x3', moves, facelets);
      if (!r.ok) throw new Error(`cubesolver: ${r.error.message}`);
      return r.facelets;
    }),
  playEach: (facelets, moves) =>
    run(async (api) => {
      const r = await api.playAlg('3x3x3', moves, facelets);
      if (!r.ok) throw new Error(`cubesolver: ${r.error.message}`);
      return statesOf(r.moves);
    }),
  faceletsOfCubies: (cubies) => run((api) => api.faceletsOfCubies(cubies)),
  validate: (facelets) => run((api) => api.validate('3x3x3', facelets)),
};

/**
 * Connects a Bluetooth smart cube (GAN Gen2-4, MoYu32, QiYi, GoCube / Rubik's Connected,
 * Giiker / Mi): opens the browser's device chooser unless `options.device` is given,
 * and resolves when the cube has told its state.
 */
export function connectSmartCube(options: SmartCubeOptions = {}): Promise<SmartCube> {
  return connectWith({ ...options, core });
}

export type { SmartCubeDevice } from '../smartcube/bluetooth';
export type {
  MacRequest,
  SmartCube,
  SmartCubeErrorCode,
  SmartCubeEventMap,
  SmartCubeMoveDetail,
  SmartCubeOptions,
  SmartCubeStateDetail,
};
export { SmartCubeError };
