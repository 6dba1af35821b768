// The iframe page (/embed, embed.html): one <cube-player> filling the frame, its
// attributes taken from the query string (or the fragment) under the same names (?scramble=R+U&alg=...,
// VisualCube's pzl, view, stage, case, fd, fc, sch too). Values are only ever set as
// attributes (text), never parsed as HTML.

import { currentLocale, directionOf } from '../i18n/language';
import { controlsRoom } from '../share/embed-frame';
import { linkParams } from '../share/share';
import { startWorker } from '../worker/client';
import { ATTRIBUTES } from './attributes';
import { defineCubePlayer } from './cube-player';
import { setWorkerStarter } from './shared-worker';

// The frame speaks the language its link names (?lang=de), else the saved or the browser's:
// its player reads it from <html lang> (languageOf).
const locale = currentLocale();
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);
// The page's own worker: same origin, the same table cache as the solver page.
setWorkerStarter(startWorker);
defineCubePlayer();
// The query, and the fragment over it (long values travel there: see share.ts).
const params = linkParams(location.search + location.hash);
const player = document.createElement('cube-player');
for (const name of ATTRIBUTES) {
  const value = params.get(name);
  // Whole: the element refuses a value too long (or malformed) with its own message.
  if (value !== null) player.setAttribute(name, value);
}
// Fills the frame: the stage is square, the controls below it.
const room = controlsRoom(params.get('controls'), params.get('view'));
if (!params.has('size')) player.style.setProperty('--cube-player-size', `min(100vw, calc(100vh - ${room}px))`);
document.getElementById('embed')!.append(player);
