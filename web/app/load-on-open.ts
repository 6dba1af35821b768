// A <details> panel whose code is fetched the first time it opens, so the page's first
// load does not carry it (the camera scan's, the smart cube's, the FMC panel's:
// docs/BENCHMARKS.md, "The first load's fixed part within the bound"). Until its code
// has come and made the panel, its controls are disabled, so a click in that moment
// waits instead of going to a button nobody listens to yet. The offline precache holds
// the chunk like every other file.

import { errorMessage, notify } from './notices';

type Control = HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The first time `root` opens: `load()` fetches the module, `make(module)` makes the panel
 * over `root`. Answers a function that makes it at once (a link that fills the panel);
 * either way it is made once.
 */
export function loadOnOpen<M>(
  root: HTMLDetailsElement,
  load: () => Promise<M>,
  make: (module: M) => void,
): () => Promise<void> {
  const controls = [...root.querySelectorAll<Control>('button, input, select, textarea')];
  const was = controls.map((c) => c.disabled);
  for (const c of controls) c.disabled = true;
  // What the panel's state is, for tests and styles: 'pending' until made, then 'made'.
  root.dataset.load = 'pending';
  let made: Promise<void> | null = null;
  const now = (): Promise<void> => {
    made ??= load().then(
      (module) => {
        controls.forEach((c, i) => {
          c.disabled = was[i];
        });
        make(module);
        root.dataset.load = 'made';
      },
      (e: unknown) => {
        made = null; // not fetched (offline before the precache had it): the next opening tries again
        throw e;
      },
    );
    return made;
  };
  root.addEventListener('toggle', () => {
    if (root.open && !made) now().catch((e: unknown) => notify(errorMessage(e), 'error'));
  });
  return now;
}
