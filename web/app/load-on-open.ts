// A <details> panel whose code is fetched the first time it opens, so the page's first
// load does not carry it (the camera scan's, the smart cube's: docs/BENCHMARKS.md, "First
// load"). Until its code has come and made the panel, its controls are disabled, so a
// click in that moment waits instead of going to a button nobody listens to yet. The
// offline precache holds the chunk like every other file.

import { errorMessage, notify } from './notices';

type Control = HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The first time `root` opens: `load()` fetches the module, `make(module)` makes the panel over `root`. */
export function loadOnOpen<M>(root: HTMLDetailsElement, load: () => Promise<M>, make: (module: M) => void): void {
  const controls = [...root.querySelectorAll<Control>('button, input, select, textarea')];
  const was = controls.map((c) => c.disabled);
  for (const c of controls) c.disabled = true;
  const opened = () => {
    if (!root.open) return;
    root.removeEventListener('toggle', opened);
    load().then(
      (module) => {
        controls.forEach((c, i) => {
          c.disabled = was[i];
        });
        make(module);
      },
      (e: unknown) => {
        // Not fetched (offline before the precache had it): the next opening tries again.
        notify(errorMessage(e), 'error');
        root.addEventListener('toggle', opened);
      },
    );
  };
  root.addEventListener('toggle', opened);
}
