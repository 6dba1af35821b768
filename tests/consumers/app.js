// What every consumer page does with the package (copied into each project; the page
// imports the two entries its own way and passes solve here): one <cube-player> that
// solves a scramble and plays the solution, and solve() on the same scramble. The test
// (consumers.spec.ts) reads window.events and window.solved.
export const SCRAMBLE = "R U R' U' F2 D B'";

export function start(solve) {
  window.events = [];
  const player = document.createElement('cube-player');
  player.id = 'player';
  player.setAttribute('scramble', SCRAMBLE);
  player.setAttribute('solve', 'twophase');
  player.setAttribute('autoplay', '');
  player.setAttribute('tempo', '4');
  for (const type of ['ready', 'move', 'solved', 'error']) {
    player.addEventListener(type, (e) => window.events.push({ type, detail: e.detail }));
  }
  document.body.append(player);
  window.solved = solve(SCRAMBLE).then(
    (r) => ({ state: r.state, text: r.text, moves: r.moves }),
    (e) => ({ error: String(e) }),
  );
  window.badInput = solve('R U X').then(
    () => 'resolved',
    (e) => e.message,
  );
}
