// Notices above the page (a link's warnings, failures): each with a Dismiss button.
import { formatCoreMessage } from '../i18n/core';
import { t } from '../i18n/messages';
import type { CoreText } from '../worker/api';
import { byId } from './dom';

export function notify(message: string, kind: 'warning' | 'error' = 'warning'): HTMLElement {
  const box = document.createElement('div');
  box.className = `notice ${kind}`;
  const text = document.createElement('p');
  text.textContent = message;
  box.append(text);
  addDismiss(box);
  byId('notices').append(box);
  return box;
}

/** Gives the notices the server wrote into the page (web/server) a Dismiss button too. */
export function adoptServerNotices(): void {
  for (const box of byId('notices').querySelectorAll<HTMLElement>('.notice')) {
    if (!box.querySelector('button')) addDismiss(box);
  }
}

function addDismiss(box: HTMLElement): void {
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'quiet';
  close.textContent = t('notes.dismiss');
  close.addEventListener('click', () => box.remove());
  box.append(close);
}

/** What went wrong, in the page's language when the error carries the core's code (`text`). */
export function errorMessage(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const text = (e as { text?: CoreText }).text;
  return text ? formatCoreMessage({ message: e.message, text }) : e.message;
}
