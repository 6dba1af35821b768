// The player's styles, inside its shadow root: the host page's CSS cannot reach them
// and they cannot leak out. Themable through CSS custom properties, which inherit
// into the shadow tree (and which even `* { all: unset }` leaves alone):
//   --cube-player-size        width of the player (default 240px; the size attribute)
//   --cube-player-background  the stage behind the puzzle
//   --cube-player-accent      buttons, progress, the current move
//   --cube-player-text        text colour
//   --cube-player-font        font family
//   --cube-player-radius      corner radius
export const PLAYER_CSS = `
:host { display: inline-block; vertical-align: top; }
:host([hidden]) { display: none; }
.player {
  --accent: var(--cube-player-accent, #2563eb);
  --text: var(--cube-player-text, #1f2328);
  display: inline-flex;
  flex-direction: column;
  gap: 6px;
  box-sizing: border-box;
  width: var(--cube-player-size, 240px);
  max-width: 100%;
  padding: 6px;
  border-radius: var(--cube-player-radius, 10px);
  background: var(--cube-player-frame, transparent);
  color: var(--text);
  font: 13px/1.35 var(--cube-player-font, system-ui, -apple-system, 'Segoe UI', sans-serif);
  text-align: left;
}
.player * { box-sizing: border-box; }
.stage {
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 1 / 1;
  border-radius: var(--cube-player-radius, 10px);
  background: var(--cube-player-background, radial-gradient(circle at 50% 40%, #fbfbfd, #e3e6ec));
  overflow: hidden;
}
.player[data-view='image'] .stage { aspect-ratio: auto; background: var(--cube-player-background, transparent); }
.stage > canvas, .stage > svg { display: block; width: 100%; height: 100%; outline: none; touch-action: none; }
.player[data-view='image'] .stage > svg { height: auto; }
.stage > svg[width] { width: auto; margin: 0 auto; }
.status {
  position: absolute; inset: auto 0 8px 0; text-align: center; font-size: 12px; opacity: 0.7;
}
.status:empty { display: none; }
.message {
  display: block;
  padding: 8px 10px;
  border-radius: 8px;
  border: 1px solid #d1242f;
  background: #fff0f0;
  color: #8a1020;
  font-size: 12px;
  overflow-wrap: anywhere;
}
.message[hidden], .chapter[hidden] { display: none; }
.chapter { font-size: 12px; display: flex; flex-direction: column; gap: 1px; }
.chapter .chapter-count { opacity: 0.7; }
.chapter .chapter-explanation { display: none; }
.controls { display: flex; align-items: center; gap: 4px; flex-wrap: wrap; }
.player[data-controls='none'] .controls, .player[data-controls='none'] .moves,
.player[data-controls='none'] .info, .player[data-view='image'] .controls,
.player[data-view='image'] .moves, .player[data-view='image'] .info { display: none; }
.player[data-controls='bar'] .full { display: none; }
button {
  all: initial;
  display: inline-grid;
  place-items: center;
  min-width: 28px;
  height: 28px;
  padding: 0 6px;
  border-radius: 6px;
  background: color-mix(in srgb, var(--accent) 12%, white);
  color: var(--accent);
  font: 600 13px/1 var(--cube-player-font, system-ui, sans-serif);
  cursor: pointer;
}
button:hover { background: color-mix(in srgb, var(--accent) 22%, white); }
button:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
button:disabled { opacity: 0.4; cursor: default; }
button.play { background: var(--accent); color: white; min-width: 64px; }
.progress { margin-left: auto; font-variant-numeric: tabular-nums; font-size: 12px; opacity: 0.85; }
input[type='range'] { width: 70px; accent-color: var(--accent); }
.scrub { flex: 1 1 6rem; width: auto; min-width: 4rem; }
.info { display: flex; justify-content: space-between; gap: 6px; font-size: 12px; }
.info .stats { opacity: 0.7; }
.moves {
  display: flex; flex-wrap: wrap; gap: 3px; margin: 0; padding: 0; list-style: none;
  max-height: 84px; overflow: auto;
}
.moves .chip {
  min-width: 0; height: 22px; padding: 0 5px; border-radius: 5px;
  font: 12px/1 ui-monospace, 'SFMono-Regular', Menlo, monospace;
  background: color-mix(in srgb, var(--text) 7%, white); color: var(--text);
}
.moves .chip.done { opacity: 0.55; }
.moves .chip.current { background: var(--accent); color: white; opacity: 1; }
.moves .chip.inverse-side { border-style: dashed; font-style: italic; }
.moves .chip.inverse-side::before { content: "^"; opacity: 0.6; }
.moves .chapter { flex-basis: 100%; font-size: 11px; opacity: 0.75; }
.moves .chapter .chapter-explanation, .moves .chapter .chapter-moves { display: none; }
.facelets { display: none; }
/* the flat net (NetView): each sticker over its outline's box */
.net {
  position: absolute; left: 8%; top: 50%; transform: translateY(-50%);
  width: 84%; aspect-ratio: var(--aspect);
}
.net-sticker { position: absolute; box-sizing: border-box; border-radius: 2px; border: 1px solid rgb(0 0 0 / 0.55); }
.net-sticker.cut { border: 0; border-radius: 0; }
.net-sticker.any, .net-sticker.unknown { background: #7d7d7d; }
/* the 8-puzzle board (SlidingBoardView) */
.board {
  position: absolute; inset: 10%; border-radius: 12px; padding: 1.2%;
  background: #c9ccd4; box-shadow: inset 0 2px 6px rgb(0 0 0 / 0.25);
}
.board .tile {
  all: initial; position: absolute; left: 1.2%; top: 1.2%; width: 32.53%; height: 32.53%;
  padding: 1.6%; box-sizing: border-box; will-change: transform;
}
.board .tile-face {
  display: grid; place-items: center; width: 100%; height: 100%; border-radius: 8px;
  background: linear-gradient(160deg, #fffdf7, #efe7d4); color: #2a2417;
  font: 700 22px/1 system-ui, sans-serif; box-shadow: 0 2px 0 #c9bd9f;
}
.board .tile.home .tile-face { background: linear-gradient(160deg, #eaf6ee, #cfe8d8); color: #14532d; }
/* the Rubik's Clock's two faces (ClockView) */
.clock-view { position: absolute; inset: 4%; display: flex; align-items: center; justify-content: center; color: #2a2f3a; }
.clock-view svg { display: block; width: 100%; height: 100%; }
`;
