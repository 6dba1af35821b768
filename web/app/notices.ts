// Notices above the page (a link's warnings, failures): each with a Dismiss button.
import { byId } from './dom';

export function notify(message: string, kind: 'warning' | 'error' = 'warning'): HTMLElement {
  const box = document.createElement('div');
  box.className = `notice ${kind}`;
  const text = document.createElement('p');
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'quiet';
  close.textContent = 'Dismiss';
  close.addEventListener('click', () => box.remove());
  box.append(text, close);
  byId('notices').append(box);
  return box;
}

export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
