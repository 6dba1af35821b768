// "New version — Reload": shown when a new version of the page is stored and waiting
// (offline.ts). The open page keeps running the version it loaded, whose files stay
// stored, until the reader chooses to reload; then the new version takes over (the
// service worker's skipWaiting, asked for here) and the page reloads into it.
import { t } from '../i18n/messages';

/** If the new version does not take over in this time, the page reloads anyway. */
const TAKEOVER_MS = 3000;

let shown = false;

async function reloadIntoNewVersion(): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  // Another tab may have let the new version in already: then a reload is enough.
  if (!waiting) return location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload());
  setTimeout(() => location.reload(), TAKEOVER_MS);
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export function showUpdateNotice(): void {
  if (shown) return;
  shown = true;
  const notice = document.createElement('div');
  notice.className = 'update-notice';
  notice.setAttribute('role', 'status');
  notice.dataset.testid = 'update-notice';
  document.body.append(notice);
  // Filled once the live region is in the page, so that screen readers announce it.
  setTimeout(() => {
    const text = document.createElement('span');
    text.textContent = t('notes.newVersion');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = t('notes.reload');
    button.dataset.testid = 'update-reload';
    button.addEventListener('click', () => {
      button.disabled = true;
      text.textContent = t('notes.loadingNew');
      void reloadIntoNewVersion();
    });
    notice.append(text, ' ', button);
  }, 50);
}
