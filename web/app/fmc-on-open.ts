// The FMC panel (fmc-panel.ts and its fmc-*.ts) made when it first opens or a link
// carries an attempt (load-on-open.ts), so its code is not on the page's first load.
// Until then there is no attempt: nothing to read again, nothing for the link, no track
// of its own.

import { byId } from './dom';
import { loadOnOpen } from './load-on-open';
import { errorMessage, notify } from './notices';
import type { Fmc, PageParts } from './page-parts';

export function fmcOnOpen(page: PageParts): Fmc {
  let panel: Fmc | null = null;
  const root = byId<HTMLDetailsElement>('fmc-panel');
  const make = loadOnOpen(
    root,
    () => import('./fmc-panel'),
    ({ FmcPanel }) => {
      const made = new FmcPanel(page);
      made.wire();
      panel = made;
      // Opened before it was made: it reads the scramble now, as its own opening would.
      if (root.open) void made.inputsChanged();
    },
  );
  return {
    inputsChanged: () => panel?.inputsChanged() ?? Promise.resolve(),
    linkValue: () => panel?.linkValue() ?? '',
    owns: (t) => panel?.owns(t) ?? false,
    loadLink: async (value) => {
      if (!value) return;
      try {
        await make();
      } catch (e) {
        // Not fetched: said as itself (the core did load), the rest of the link stands.
        notify(errorMessage(e), 'error');
        return;
      }
      await panel?.loadLink(value);
    },
  };
}
