// The /embed page in a frame: its player fills the frame's width when the frame is that
// width plus the room the controls take below the square stage. The page sizes its
// player by it (web/widget/embed.ts) and the Embed dialog the iframe it writes, so a
// frame holds the player with nothing to spare.

/** Pixels the controls take below the stage ('full' wraps onto a third row below ~260 px wide). */
export function controlsRoom(controls: string | null, view: string | null = null): number {
  if (controls === 'none' || /image|plan|trans/.test(view ?? '')) return 0;
  return controls === 'full' ? 110 : 34;
}
