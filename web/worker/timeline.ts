// Marks on the browser's performance timeline (User Timing) at the moments a cold start
// is made of: the widget's script, the worker, the module, each table read, build and
// store, each solve. DevTools shows them; scripts/bench-widget.mjs --timeline prints
// them from the page and the worker. Bounded: a long-lived page stops adding spans
// after MAX_ENTRIES (the one-time marks come first).
const PREFIX = 'cubesolver: ';
const MAX_ENTRIES = 200;
let entries = 0;

function timeline(): Performance | undefined {
  return typeof performance !== 'undefined' && typeof performance.mark === 'function' ? performance : undefined;
}

/** A moment: `what` happened now. */
export function mark(what: string): void {
  if (entries >= MAX_ENTRIES) return;
  entries++;
  timeline()?.mark(PREFIX + what);
}

/** The time now, to end a span() with later. */
export function spanStart(): number {
  return timeline()?.now() ?? 0;
}

/** A span: `what` took from `start` (spanStart()) to now. */
export function span(what: string, start: number): void {
  const p = timeline();
  if (!p || entries >= MAX_ENTRIES) return;
  entries++;
  try {
    p.measure(PREFIX + what, { start, end: p.now() });
  } catch {
    // A timeline without the options form of measure(): nothing to record.
  }
}
