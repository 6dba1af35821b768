// What a TypeScript project writes with the package, under module and moduleResolution
// nodenext: the element typed through the widget entry (methods, events), the solver
// API and the smart cube fully typed. Type-checked (not run) by consumers.spec.ts.
import {
  connectSmartCube,
  randomScramble,
  type SmartCube,
  SmartCubeError,
  type SmartCubeMoveDetail,
  type SolveProgress,
  type SolveResult,
  solve,
  verify,
} from 'cubesolver';
import { CubePlayerElement, type CubePlayerEventMap } from 'cubesolver/widget';

const player = document.createElement('cube-player');
const same: CubePlayerElement = player;
player.setAttribute('alg', "R U R' U'");
player.addEventListener('move', (e) => {
  const position: number = e.detail.position;
  const move: string | null = e.detail.move;
  console.log(position, move, e.detail.total, e.detail.state.length);
});
player.addEventListener('error', (e) => console.log(e.detail.message, e.detail.attribute ?? 'no attribute'));
player.addEventListener('click', (e) => console.log(e.clientX));
const onSolved = (e: CubePlayerEventMap['solved']) => console.log(e.detail.position);
player.addEventListener('solved', onSolved);
player.removeEventListener('solved', onSolved);
player.jumpTo(3);
player.play();
document.querySelector('cube-player')?.pause();
console.log(same instanceof CubePlayerElement, same.position, same.length, same.playing, same.state);

const controller = new AbortController();
const result: SolveResult = await solve(
  { scramble: "R U R' U'" },
  {
    puzzle: '3x3x3',
    solver: 'twophase',
    maxLength: 21,
    timeMs: 1000,
    signal: controller.signal,
    onProgress: (p: SolveProgress) => console.log(p.stage === 'tables' ? p.phase : p.nodes),
  },
);
const moves: string[] = result.moves;
console.log(moves, result.text, result.length, result.optimal, result.stages[0]?.name);
await solve({ state: 'UUUURRRRFFFFDDDDLLLLBBBB' }, { puzzle: '2x2x2' });
const { scramble, state } = await randomScramble('2x2x2');
const verdict = await verify(state, { puzzle: '2x2x2' });
console.log(
  scramble,
  verdict.ok,
  verdict.problems.map((p) => p.message),
);

try {
  const cube: SmartCube = await connectSmartCube({
    signal: controller.signal,
    timeout: 3000,
    mac: (r) => (r.tried.length ? null : prompt(`${r.model}: ${r.help}`)),
  });
  cube.addEventListener('move', (e) => {
    const d: SmartCubeMoveDetail = e.detail;
    console.log(d.move, d.timestamp.toFixed(0), d.facelets.length, d.recovered);
  });
  cube.addEventListener('state', (e) => console.log(e.detail.reason, e.detail.message));
  cube.addEventListener('battery', (e) => console.log(e.detail.level, cube.battery));
  cube.addEventListener('disconnect', () => console.log(cube.facelets, cube.model, cube.mac, cube.device.name));
  await cube.markSolved();
  await solve({ state: cube.facelets });
  cube.disconnect();
} catch (e) {
  if (e instanceof SmartCubeError) console.log(e.code, e.message);
}
