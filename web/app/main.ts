// The page: puzzle choice (web/puzzles.ts), the puzzle's inputs, the view (3D
// cube, twisty puzzle or 8-puzzle board), solving (solver choice, the solver's options, table status,
// cancel, every optimal solution on request), playback of the scramble or the solution
// (chapter by chapter for staged solvers), and the share link. All puzzle logic
// (parsing, moves, slides, validation, random states, solving) is asked of the core in
// the workers. This file starts the page; its parts are made in page.ts, one module per
// concern, their shared state in store.ts.

import { loadPageMessages, t, translateDocument } from '../i18n/messages';
import { isLoadFailure } from '../worker/client';
import { byId } from './dom';
import { fillLanguageMenu } from './language-menu';
import { translateNetWords } from './net-words';
import { adoptServerNotices, errorMessage, notify } from './notices';
import { startOffline } from './offline';
import { Page } from './page';
import { fillPuzzleChoice } from './puzzle-choice';
import { translateTagline } from './tagline-language';

let page: Page;

async function start(): Promise<void> {
  // The page's words first: every part below writes them (only this language's are loaded).
  await loadPageMessages();
  translateDocument();
  translateTagline(document.querySelector<HTMLElement>('.tagline'));
  translateNetWords();
  fillLanguageMenu(byId<HTMLSelectElement>('lang-menu'));
  fillPuzzleChoice(byId('puzzle-choice'));
  page = new Page();
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
    stage.status.textContent = t('main.stillLoading');
  }, 8000);
  try {
    await cycle.update(true);
    if (page.puzzles[store.puzzle].view() !== null) stage.status.hidden = true;
    await solvers;
    await cycle.update();
    await page.share.loadLinkAlg();
    await page.share.loadLinkFmc();
    // The address's look (or the one kept) is on the views before the page is ready: a
    // test, like a user, then meets the page as it stays (after a Retry: the kept look).
    await page.share.lookApplied.catch(() => page.appearance.apply());
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
  const failed = t('main.coreFailed', { reason: errorMessage(e) });
  status.textContent = failed;
  const notice = notify(failed, 'error');
  document.body.dataset.error = '1';
  if (!isLoadFailure(e)) return;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = t('main.retry');
  retry.dataset.testid = 'retry-core';
  retry.addEventListener('click', () => {
    page.coreClient.retry();
    page.solverClient.retry();
    status.textContent = t('main.loadingCore');
    delete document.body.dataset.error;
    notice.remove();
    void boot();
  });
  status.append(' ', retry);
}

void start();
