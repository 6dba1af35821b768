// <cube-player>: a cube (or 8-puzzle) player configured by attributes (attributes.ts),
// in a shadow root. What it shows comes from the core in the one worker all players
// share (track.ts); the 3D view draws through the one WebGL renderer they share
// (shared-renderer.ts); playback is the page's Player (web/player/player.ts). A player
// starts only when it first comes near the screen, and pauses while it is away.
//
// Events (bubbling, composed): ready, move {position, total, move, state},
// solved {position}, error {message, attribute}.
// Methods: play(), pause(), jumpTo(n), setState(state), saveImage('png' | 'svg'),
// saveAnimation('gif' | 'webm', options) (pictures.ts; each answers a Blob).

import { type Locale, languageOf, PSEUDO } from '../i18n/language';
import { boardWords, clockWords, netWords } from '../i18n/view-words';
import { loadWidgetMessages, widgetMessagesLoaded, wt } from '../i18n/widget-messages';
import { Player } from '../player/player';
import { puzzleRow } from '../puzzles';
import { ClockView } from '../render/ClockView';
import { renderNet } from '../render/NetView';
import type { PuzzleView } from '../render/PuzzleView';
import type { PlaybackView } from '../render/playback';
import { SlidingBoardView } from '../render/SlidingBoardView';
import { Sq1View } from '../render/Sq1View';
import { SvgView } from '../render/SvgView';
import { mark } from '../worker/timeline';
import { isLoadFailure } from '../worker/worker-client';
import { ATTRIBUTES, AttributeError, type PlayerConfig, readConfig, reasonIn } from './attributes';
import { buildControls, labelControls } from './controls';
import { cubeSvg } from './cube-svg';
import {
  type AnimationOptions,
  type AnimationType,
  type ImageType,
  type Shown,
  saveAnimation,
  saveImage,
} from './pictures';
import { sharedWorker } from './shared-worker';
import { PLAYER_CSS } from './styles';
import { type Built, buildTrack, workerIdle } from './track';

/** The 3D view's module (three.js), imported once, when a player first needs it. */
let view3d: Promise<typeof import('./view-3d')> | null = null;
function loadView3d(): Promise<typeof import('./view-3d')> {
  view3d ??= import('./view-3d').then(
    (m) => {
      mark('3D view loaded');
      return m;
    },
    (e: unknown) => {
      view3d = null; // a failed fetch is tried again by the next update
      throw e;
    },
  );
  return view3d;
}

/** Rest at the end before a looping player starts again, in ms at tempo 1. */
const LOOP_REST_MS = 900;

// One observer for all players: a player starts when it first comes within 200px of
// the screen, and pauses while it is away from it (no CPU for what nobody sees).
let observer: IntersectionObserver | null = null;
function watch(player: CubePlayerElement): void {
  if (typeof IntersectionObserver === 'undefined') {
    player.onScreen(true);
    return;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) (e.target as CubePlayerElement).onScreen(e.isIntersecting);
    },
    { rootMargin: '200px' },
  );
  observer.observe(player);
}

/** The events a player fires (bubbling, composed), by type: what `detail` holds. */
export interface CubePlayerEventMap {
  /** The track is built: `moves` long, starting from `state`. */
  ready: CustomEvent<{ moves: number; state: string }>;
  /** The position changed; `move` is the last move applied (null at the start). */
  move: CustomEvent<{ position: number; total: number; move: string | null; state: string }>;
  /** The position shown is the solved state. */
  solved: CustomEvent<{ position: number }>;
  /** An attribute (named, when one is to blame) or the solver failed; the player shows it too. */
  error: CustomEvent<{ message: string; attribute: string | null }>;
}

/** Every event a player's listeners may get: its own, and those of any element. */
type PlayerEvents = Omit<HTMLElementEventMap, keyof CubePlayerEventMap> & CubePlayerEventMap;
type Listener<K extends keyof PlayerEvents> = (this: CubePlayerElement, event: PlayerEvents[K]) => unknown;

export class CubePlayerElement extends HTMLElement {
  static readonly observedAttributes: readonly string[] = [...ATTRIBUTES, 'lang'];

  private readonly box: HTMLElement;
  private readonly stage: HTMLElement;
  private readonly status: HTMLElement;
  private readonly message: HTMLElement;
  private readonly chapter: HTMLElement;
  /** The language it speaks (languageOf: its lang, an ancestor's, the page's). */
  private speaks: Locale = 'en';
  private readonly player: Player;

  private started = false;
  private scheduled = false;
  private generation = 0;
  private config: PlayerConfig | null = null;
  private built: Built | null = null;
  private view: (PlaybackView & { dispose?(): void }) | null = null;
  private puzzleView: PuzzleView | null = null;
  private viewKey = '';
  private lastPosition = -1;
  private wasPlaying = false;
  private loopTimer = 0;
  private offScreen = false;
  /** What to do when back on screen: resume (paused when it left), or start again (loop). */
  private onReturn: 'resume' | 'restart' | null = null;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = PLAYER_CSS;
    this.box = document.createElement('div');
    this.box.className = 'player';
    this.box.setAttribute('part', 'player');
    this.stage = document.createElement('div');
    this.stage.className = 'stage';
    this.stage.setAttribute('part', 'stage');
    this.status = document.createElement('div');
    this.status.className = 'status';
    this.status.setAttribute('role', 'status');
    this.message = document.createElement('div');
    this.message.className = 'message';
    this.message.setAttribute('part', 'error');
    this.message.setAttribute('role', 'alert');
    this.message.hidden = true;
    const controls = buildControls();
    this.chapter = controls.elements.chapter;
    this.box.append(
      this.stage,
      this.message,
      this.chapter,
      controls.bar,
      controls.info,
      controls.elements.moves,
      controls.elements.facelets,
    );
    root.append(style, this.box);
    this.player = new Player(null, controls.elements);
    this.player.onChange = () => this.onPlayerChange();
    this.stage.append(this.status);
  }

  connectedCallback(): void {
    watch(this);
    if (this.started) this.schedule();
  }

  disconnectedCallback(): void {
    observer?.unobserve(this);
    // Moved rather than removed: keep everything.
    queueMicrotask(() => {
      if (!this.isConnected) this.teardown();
    });
  }

  attributeChangedCallback(): void {
    this.schedule();
  }

  /** The player came near the screen (it starts, or resumes) or left it (it pauses). */
  onScreen(near: boolean): void {
    this.offScreen = !near;
    if (near && !this.started) {
      this.started = true;
      this.schedule();
    }
    if (!near && this.player.isPlaying) {
      this.player.togglePlay();
      this.onReturn = 'resume';
    } else if (near && this.onReturn) {
      const what = this.onReturn;
      this.onReturn = null;
      if (what === 'restart') {
        this.player.jump(0);
        this.play();
      } else if (!this.player.isPlaying) {
        this.player.togglePlay();
      }
    }
  }

  // ---- the JS API -------------------------------------------------------------------

  /** Plays from the current position (from the start when at the end). */
  play(): void {
    void this.player.play();
  }

  pause(): void {
    if (this.player.isPlaying) this.player.togglePlay();
  }

  /** Shows the state after `n` moves at once. */
  jumpTo(n: number): void {
    this.player.jump(Math.trunc(Number(n)) || 0);
  }

  /** Sets the start state (the `state` attribute: facelets, or an 8-puzzle board). */
  setState(state: string): void {
    this.setAttribute('state', state);
  }

  /**
   * The picture shown as a file: 'png' (the 3D view as drawn, or the 2D picture or net)
   * or 'svg' (the 2D picture or net shown; with the 3D view, the net of its state).
   */
  saveImage(type: ImageType = 'png'): Promise<Blob> {
    return saveImage(this.shown(), type);
  }

  /**
   * The moves played from the start at the player's tempo (or `options.speed`) as a
   * GIF or WebM, the moves written under the cube; made frame by frame, not in real
   * time. Needs the 3D view.
   */
  saveAnimation(type: AnimationType = 'gif', options: AnimationOptions = {}): Promise<Blob> {
    return saveAnimation(this.shown(), type, options);
  }

  /** Moves applied so far. */
  get position(): number {
    return this.player.at;
  }

  /** Moves in the track. */
  get length(): number {
    return this.player.length;
  }

  get playing(): boolean {
    return this.player.isPlaying;
  }

  /** The state shown (facelets, or an 8-puzzle board). */
  get state(): string {
    return this.config?.view === 'image' ? (this.built?.final ?? '') : this.player.shownState;
  }

  // ---------------------------------------------------------------------------------

  private shown(): Shown | null {
    if (!this.config || !this.built) return null;
    return {
      config: this.config,
      built: this.built,
      stage: this.stage,
      player: this.player,
      threeD: this.puzzleView,
      drawn: this.view instanceof SvgView ? this.view : null,
      load: loadView3d,
    } as Shown;
  }

  private schedule(): void {
    if (!this.started || !this.isConnected || this.scheduled) return;
    this.scheduled = true;
    // Attributes set one after another in a script are read once.
    queueMicrotask(() => {
      this.scheduled = false;
      void this.update();
    });
  }

  private async update(): Promise<void> {
    const generation = ++this.generation;
    clearTimeout(this.loopTimer);
    this.onReturn = null;
    let config: PlayerConfig;
    try {
      config = readConfig((name) => this.getAttribute(name));
    } catch (e) {
      this.fail(e);
      return;
    }
    this.config = config;
    this.message.hidden = true;
    this.box.dataset.view = config.view;
    this.box.dataset.controls = config.controls;
    this.box.style.setProperty('--cube-player-size', config.size > 0 ? `${config.size}px` : null);
    this.stage.style.background = config.background;
    this.chapter.style.display = config.stageNames ? '' : 'none';
    // Its words in its language (its lang, an ancestor's, the page's): one small chunk, loaded once.
    const lang = languageOf(this);
    try {
      await loadWidgetMessages(lang);
    } catch (e) {
      if (generation === this.generation) this.fail(e);
      return;
    }
    if (generation !== this.generation) return;
    this.speaks = lang;
    labelControls(this.box, lang);
    this.player.lang = lang;
    const viewReady = this.prepareView(config);
    this.status.textContent = wt(lang, config.solve !== null ? 'element.solving' : 'element.loading');

    let built: Built;
    try {
      // The worker computes the track while the view's code loads.
      [built] = await Promise.all([buildTrack(config, lang), viewReady]);
    } catch (e) {
      if (generation === this.generation) this.fail(e);
      return;
    }
    if (generation !== this.generation || !this.isConnected) return;
    this.built = built;
    this.status.textContent = '';
    if (this.puzzleView && built.geometry && this.puzzleView.shape !== built.geometry) {
      this.puzzleView.setGeometry(built.geometry);
    }
    // The player's resets (a new view, a new track) are no moves: no 'move' event.
    this.lastPosition = -1;
    this.wasPlaying = false;
    this.player.setView(this.view);
    this.player.load(built.track, 0);
    this.view?.setSpeed(config.tempo);
    (this.shadowRoot!.querySelector('input[type=range]') as HTMLInputElement).value = String(config.tempo);
    this.paint();
    this.dispatch('ready', { moves: this.player.length, state: this.state });
    if (config.autoplay && config.view !== 'image' && this.player.length > 0) {
      // Once the other players' work in the worker is done (or after 2 s).
      await workerIdle(2000);
      if (generation !== this.generation || !this.isConnected) return;
      if (this.offScreen) this.onReturn = 'restart';
      else this.play();
    }
  }

  /** Makes the view the configuration asks for, keeping the current one when it fits. */
  private async prepareView(config: PlayerConfig): Promise<void> {
    const kind = puzzleRow(config.puzzle).view;
    const flat = kind === 'board' || kind === 'dials' || kind === 'sq1';
    // The language too: a view's words are its element's (redrawn when `lang` changes).
    const key = [flat ? kind : config.view, JSON.stringify(config.scheme), this.speaks].join('|');
    if (key === this.viewKey && (this.view || config.view !== '3d')) return;
    this.disposeView();
    this.viewKey = key;
    if (kind === 'board') {
      this.view = new SlidingBoardView(this.stage, {
        interactive: false,
        label: wt(this.speaks, 'element.boardView'),
        words: boardWords(this.speaks),
      });
    } else if (kind === 'dials') {
      this.view = new ClockView(this.stage, {
        label: wt(this.speaks, 'element.dialsView', { puzzle: puzzleRow(config.puzzle).label }),
        words: clockWords(this.speaks),
      });
    } else if (kind === 'sq1') {
      this.view = new Sq1View(this.stage, {
        label: wt(this.speaks, 'element.sq1View', { puzzle: puzzleRow(config.puzzle).label }),
      });
    } else if (config.view === '3d') {
      const { createPuzzleView } = await loadView3d();
      // Another update may have changed the view, or made this one, meanwhile.
      if (this.viewKey !== key || this.view) return;
      const label = wt(this.speaks, 'element.view3d', { puzzle: puzzleRow(config.puzzle).label });
      this.puzzleView = createPuzzleView(this.stage, label, kind === 'cube' ? config.scheme : undefined);
      this.view = this.puzzleView;
    }
    this.stage.append(this.status);
  }

  private disposeView(): void {
    this.player.setView(null);
    if (this.view && 'dispose' in this.view) this.view.dispose?.();
    if (this.view instanceof SlidingBoardView || this.view instanceof SvgView) this.view.element.remove();
    this.view = null;
    this.puzzleView = null;
    this.stage.replaceChildren(this.status);
  }

  /** The views drawn from a state (net, 2D, image): repainted from the position. */
  private paint(): void {
    const config = this.config;
    const built = this.built;
    if (!config || !built || config.view === '3d') return;
    const kind = puzzleRow(config.puzzle).view;
    if (kind === 'board' || kind === 'dials') return;
    const state = config.view === 'image' ? built.final : this.player.shownState;
    if (!state) return;
    const twisty = puzzleRow(config.puzzle).view === 'twisty';
    if (built.geometry && (twisty || config.view === 'net')) {
      // The net (a Pyraminx's or Skewb's outside 3D too), from the core's geometry.
      const holder = document.createElement('div');
      const netLabel = wt(this.speaks, 'element.netView', { puzzle: config.puzzle });
      renderNet(holder, state, built.geometry, netLabel, twisty ? undefined : config.scheme, [], netWords(this.speaks));
      this.stage.replaceChildren(holder.firstElementChild!, this.status);
      return;
    }
    const label = wt(this.speaks, 'element.cubeImage', { puzzle: config.puzzle });
    const svg = cubeSvg(built.layout, state, {
      projection: config.view === 'image' ? config.projection : 'iso',
      scheme: config.scheme,
      size: config.view === 'image' ? config.size : 0,
      label,
    });
    this.stage.replaceChildren(svg, this.status);
  }

  private onPlayerChange(): void {
    this.paint();
    const built = this.built;
    const at = this.player.at;
    if (built && at !== this.lastPosition) {
      if (this.lastPosition >= 0) {
        const move = at > 0 ? built.track.result.step(at - 1).name : null;
        this.dispatch('move', { position: at, total: this.player.length, move, state: this.player.shownState });
        if (at > 0 && built.solved && this.player.shownState === built.solved)
          this.dispatch('solved', { position: at });
      }
      this.lastPosition = at;
    }
    const playing = this.player.isPlaying;
    if (this.wasPlaying && !playing && at === this.player.length && this.config?.loop) {
      const generation = this.generation;
      this.loopTimer = window.setTimeout(
        () => {
          if (generation !== this.generation || this.player.isPlaying) return;
          if (this.offScreen) {
            this.onReturn = 'restart';
            return;
          }
          this.player.jump(0);
          this.play();
        },
        LOOP_REST_MS / (this.config.tempo || 1),
      );
    }
    this.wasPlaying = playing;
  }

  private fail(e: unknown): void {
    const message =
      e instanceof AttributeError
        ? e.in(this.speaks === PSEUDO ? 'en' : this.speaks)
        : widgetMessagesLoaded(this.speaks)
          ? wt(this.speaks, 'element.couldNotStart', {
              reason: reasonIn(e, this.speaks === PSEUDO ? 'en' : this.speaks),
            })
          : `The player could not start: ${e instanceof Error ? e.message : String(e)}`;
    this.built = null;
    this.player.clear();
    this.status.textContent = '';
    this.message.textContent = message;
    if (isLoadFailure(e)) {
      // A file did not load (the worker's script or the .wasm): a Retry may fix it.
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.textContent = wt(this.speaks, 'element.retry') || 'Retry';
      retry.setAttribute('part', 'retry');
      retry.addEventListener('click', () => {
        sharedWorker().retry();
        this.message.hidden = true;
        this.schedule();
      });
      this.message.append(' ', retry);
    }
    this.message.hidden = false;
    this.box.dataset.controls = 'none';
    this.dispatch('error', { message, attribute: e instanceof AttributeError ? e.attribute : null });
  }

  // Typed listeners for the player's own events; any other event as on any element.
  override addEventListener<K extends keyof PlayerEvents>(
    type: K,
    listener: Listener<K>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void {
    super.addEventListener(type, listener, options);
  }

  override removeEventListener<K extends keyof PlayerEvents>(
    type: K,
    listener: Listener<K>,
    options?: boolean | EventListenerOptions,
  ): void;
  override removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
  override removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void {
    super.removeEventListener(type, listener, options);
  }

  private dispatch<K extends keyof CubePlayerEventMap>(type: K, detail: CubePlayerEventMap[K]['detail']): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private teardown(): void {
    this.generation++;
    clearTimeout(this.loopTimer);
    this.disposeView();
    this.viewKey = '';
  }
}

/** Defines <cube-player> (once). */
export function defineCubePlayer(): void {
  if (!customElements.get('cube-player')) customElements.define('cube-player', CubePlayerElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'cube-player': CubePlayerElement;
  }
}
