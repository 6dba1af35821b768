// Offline use: registers the service worker (dist/sw.js, built from web/offline/sw.ts by
// vite-plugin-pwa) and says in the page whether it is ready to work without a network,
// and when the network is gone. A new version waits until the reader reloads
// (update-notice.ts). Tables need nothing here: the solver worker keeps them in IndexedDB.
// Workbox's window part is fetched after the first paint (it is not on the first load).

import { t } from '../i18n/messages';
import { showUpdateNotice } from './update-notice';

export interface OfflineElements {
  status: HTMLElement;
}

/** How often an open page asks the server whether a new version is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function startOffline(el: OfflineElements): void {
  const say = (state: string, text: string) => {
    el.status.dataset.state = state;
    el.status.textContent = text;
  };
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) {
    say('unavailable', t('notes.offlineUnavailable'));
    return;
  }
  let stored = false;
  const tell = () => {
    if (!stored) return;
    if (navigator.onLine) say('ready', t('notes.offlineReady'));
    else say('offline', t('notes.offlineNow'));
  };
  say('pending', t('notes.offlinePreparing'));
  import('workbox-window')
    .then(({ Workbox }) => {
      const wb = new Workbox(new URL('sw.js', document.baseURI).href, { scope: './' });
      // The new version is stored and waits for this page (and any other open one) to let go.
      wb.addEventListener('waiting', () => showUpdateNotice());
      window.addEventListener('online', () => {
        tell();
        void wb.update();
      });
      window.addEventListener('offline', tell);
      setInterval(() => void wb.update(), UPDATE_CHECK_MS);
      return wb.register();
    })
    // An active worker has stored every file of its version (its install precached them).
    .then(() => navigator.serviceWorker.ready)
    .then(() => {
      stored = true;
      tell();
    })
    .catch((e: unknown) =>
      say('error', t('notes.offlineFailed', { reason: e instanceof Error ? e.message : String(e) })),
    );
}
