// The player's controls: the elements web/player/player.ts drives (play, steps, speed,
// the move list as chips, the current chapter), built in the shadow root. 'bar' shows
// play and the steps; 'full' adds the ends, the scrub bar, the speed and the move list.
import type { Locale } from '../i18n/language';
import type { WidgetKey } from '../i18n/widget-keys';
import { wt } from '../i18n/widget-messages';
import type { PlayerElements } from '../player/player';

/** Names the controls under `root` in `lang` (their data-label / data-title keys). */
export function labelControls(root: ParentNode, lang: Locale): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-label]'))
    el.setAttribute('aria-label', wt(lang, el.dataset.label as WidgetKey));
  for (const el of root.querySelectorAll<HTMLElement>('[data-title]'))
    el.title = wt(lang, el.dataset.title as WidgetKey);
}

function button(className: string, label: WidgetKey, text: string, full = false): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = full ? `${className} full` : className;
  b.setAttribute('part', `button ${className}`);
  b.dataset.label = label;
  b.dataset.title = label;
  b.textContent = text;
  return b;
}

function range(
  className: string,
  label: WidgetKey,
  values: Partial<Record<'min' | 'max' | 'step' | 'value', string>>,
): HTMLInputElement {
  const r = document.createElement('input');
  r.type = 'range';
  Object.assign(r, values);
  r.className = className;
  r.dataset.label = label;
  return r;
}

export interface ControlsDom {
  bar: HTMLElement;
  info: HTMLElement;
  elements: PlayerElements;
}

export function buildControls(): ControlsDom {
  const toStart = button('to-start', 'element.toStart', '⏮', true);
  const stepBack = button('step-back', 'element.stepBack', '◀');
  const play = button('play', 'player.play', '');
  const label = document.createElement('span');
  label.className = 'play-label';
  play.append(label);
  const stepForward = button('step-forward', 'element.stepForward', '▶');
  const toEnd = button('to-end', 'element.toEnd', '⏭', true);
  // The scrub bar's max is set by the player to the number of moves.
  const scrub = range('scrub full', 'element.position', { min: '0', step: '1', value: '0' });
  scrub.setAttribute('part', 'scrub');
  const speed = range('full', 'element.speed', { min: '0.1', max: '10', step: 'any', value: '1' });
  const progress = document.createElement('span');
  progress.className = 'progress';
  progress.setAttribute('part', 'progress');
  progress.setAttribute('aria-live', 'off');

  const bar = document.createElement('div');
  bar.className = 'controls';
  bar.setAttribute('part', 'controls');
  bar.append(toStart, stepBack, play, stepForward, toEnd, scrub, speed, progress);

  const title = document.createElement('span');
  title.className = 'title';
  const stats = document.createElement('span');
  stats.className = 'stats';
  const info = document.createElement('div');
  info.className = 'info full';
  info.append(title, stats);

  const moves = document.createElement('ol');
  moves.className = 'moves full';
  moves.setAttribute('part', 'moves');
  moves.dataset.label = 'player.moves';
  const facelets = document.createElement('output');
  facelets.className = 'facelets';
  const chapter = document.createElement('div');
  chapter.className = 'chapter';
  chapter.setAttribute('part', 'stage-name');
  chapter.setAttribute('aria-live', 'polite');
  chapter.hidden = true;

  return {
    bar,
    info,
    elements: {
      toStart,
      stepBack,
      play,
      stepForward,
      toEnd,
      scrub,
      speed,
      progress,
      title,
      stats,
      moves,
      facelets,
      chapter,
    },
  };
}
