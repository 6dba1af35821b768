// Offline use: registers the service worker (dist/sw.js, web/offline) and says in the
// page whether it is ready to work without a network, and when the network is gone.
// Tables need nothing here: they are kept in IndexedDB by the solver worker.

export interface OfflineElements {
  status: HTMLElement;
}

export function startOffline(el: OfflineElements): void {
  const say = (state: string, text: string) => {
    el.status.dataset.state = state;
    el.status.textContent = text;
  };
  const ready = () =>
    say(
      navigator.onLine ? 'ready' : 'offline',
      navigator.onLine
        ? 'Offline ready: this page now works without a network.'
        : 'Offline: working from the copy kept in this browser.',
    );
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) {
    say('unavailable', 'Offline use is not available in this browser.');
    return;
  }
  say('pending', 'Preparing offline use…');
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent<{ type?: string; version?: string }>) => {
    if (e.data?.type === 'offline-status' && e.data.version) ready();
  });
  const ask = () => navigator.serviceWorker.controller?.postMessage('offline-status');
  // The page is controlled once the worker activates (it claims open pages).
  navigator.serviceWorker.addEventListener('controllerchange', ask);
  window.addEventListener('online', ask);
  window.addEventListener('offline', ask);
  navigator.serviceWorker
    .register(new URL('sw.js', document.baseURI), { scope: './' })
    .then(() => navigator.serviceWorker.ready)
    .then(ask)
    .catch((e: unknown) => say('error', `Offline use could not be set up: ${e instanceof Error ? e.message : String(e)}`));
}
