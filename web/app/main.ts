// The page: puzzle choice (web/puzzles.ts), the puzzle's inputs, the view (3D
// cube, twisty puzzle or 8-puzzle board), solving (solver choice, the solver's options, table status,
// cancel, every optimal solution on request), playback of the scramble or the solution
// (chapter by chapter for staged solvers), and the share link. All puzzle logic
// (parsing, moves, slides, validation, random states, solving) is asked of the core in
// the workers. This file starts the page; its parts are made in page.ts, one module per
// concern, their shared state in store.ts.

import { isLoadFailure } from '../worker/client';
import { byId } from './dom';
import { adoptServerNotices, errorMessage, notify } from './notices';
import { startOffline } from './offline';
import { Page } from './page';
import { fillPuzzleChoice } from './puzzle-choice';

fillPuzzleChoice(byId('puzzle-choice'));
const page = new Page();

async function start(): Promise<void> {
  adoptServerNotices();
  page.wire();
  page.share.loadFromLocation(true);
  page.stage.start();
  startOffline({ status: byId('offline-status') });
  page.solving.updateControls();
  await boot();
}

/** Loads the core and the solvers and shows the inputs (again after a Retry). */
async function boot(): Promise<void> {
  const { store, stage, cycle } = page;
  const solvers = store.solvers.length ? null : page.menu.load();
  const slow = setTimeout(() => {
    stage.status.textContent = 'Still loading the cube core…';
  }, 8000);
  try {
    await cycle.update(true);
    if (page.puzzles[store.puzzle].view() !== null) stage.status.hidden = true;
    await solvers;
    await cycle.update();
    await page.share.loadLinkAlg();
    await page.share.loadLinkFmc();
    document.body.dataset.ready = '1';
  } catch (e) {
    coreFailed(e);
  } finally {
    clearTimeout(slow);
  }
}

/** Says the core did not load; when a file did not load, a Retry button tries again. */
function coreFailed(e: unknown): void {
  const status = page.stage.status;
  status.textContent = `The cube core could not be loaded: ${errorMessage(e)}`;
  const notice = notify(`The cube core could not be loaded: ${errorMessage(e)}`, 'error');
  document.body.dataset.error = '1';
  if (!isLoadFailure(e)) return;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.dataset.testid = 'retry-core';
  retry.addEventListener('click', () => {
    page.coreClient.retry();
    page.solverClient.retry();
    status.textContent = 'Loading the cube core…';
    delete document.body.dataset.error;
    notice.remove();
    void boot();
  });
  status.append(' ', retry);
}

void start();
