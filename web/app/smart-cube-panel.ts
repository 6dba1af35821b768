// "Connect smart cube" (index.html #smartcube, 3x3x3): a Bluetooth cube's state becomes
// the start state as the hands turn it (the 3D view painted at once, the next frame; the
// page's update cycle then redraws the rest, coalescing fast turning: no queue lags), its
// battery and resyncs are said, "This is solved" resets it, Solve then solves from the
// live state; the scramble helper follows typed moves; Guided solve and Record are
// smart-cube-solving.ts's. A dropped connection keeps the state and offers Reconnect.
// The protocols and the connection are web/smartcube's; the core answers through the
// page's worker.

import type { Remote } from 'comlink';
import { formatNumber, t } from '../i18n/messages';
import type { PuzzleView } from '../render/PuzzleView';
import { type SmartCubeDevice, webBluetooth } from '../smartcube/bluetooth';
import { connectSmartCube, type MacRequest, SmartCubeError } from '../smartcube/connect';
import type { SmartCubeCore } from '../smartcube/core-port';
import type { SmartCube } from '../smartcube/smart-cube';
import type { CoreApi } from '../worker/api';
import { statesOf } from '../worker/packed-moves';
import type { FollowStep, MoveFollower } from './move-follower';
import { smartCubeErrorText } from './smart-cube-errors';
import { SmartCubeSolving, type SmartCubeSolvingElements, type SmartCubeSolvingHost } from './smart-cube-solving';

export interface SmartCubeElements {
  root: HTMLDetailsElement;
  support: HTMLElement;
  connect: HTMLButtonElement;
  solved: HTMLButtonElement;
  disconnect: HTMLButtonElement;
  status: HTMLElement;
  /** The scramble helper: the moves to follow, its button, what it says. */
  followAlg: HTMLInputElement;
  follow: HTMLButtonElement;
  followStatus: HTMLElement;
  /** Guided solve and Record (smart-cube-solving.ts). */
  solving: SmartCubeSolvingElements;
}

export interface SmartCubeHost extends SmartCubeSolvingHost {
  scramble: HTMLInputElement | HTMLTextAreaElement;
  start: HTMLInputElement | HTMLTextAreaElement;
  changed(): void;
  /** The 3D view, painted at once on each turn (the update cycle waits 100 ms for more input). */
  view(): PuzzleView | null;
}

/** The page's core as web/smartcube asks it. */
export function pageSmartCubeCore(core: () => Remote<CoreApi>): SmartCubeCore {
  return {
    play: async (facelets, moves) => {
      const r = await core().playAlg('3x3x3', moves, facelets);
      if (!r.ok) throw new Error(r.error.message);
      return r.facelets;
    },
    playEach: async (facelets, moves) => {
      const r = await core().playAlg('3x3x3', moves, facelets);
      if (!r.ok) throw new Error(r.error.message);
      return statesOf(r.moves);
    },
    faceletsOfCubies: (cubies) => core().faceletsOfCubies(cubies),
    validate: (facelets) => core().validate('3x3x3', facelets),
  };
}

/** Asks the user for the MAC address a cube's key needs, saying where to find it. */
function askMac(r: MacRequest): string | null {
  const tried = r.tried.length ? t('smart.macTried', { tried: r.tried.join(', ') }) : '';
  return globalThis.prompt?.(t('smart.macAsk', { model: r.model, help: t('smart.macHelp'), tried }), '') || null;
}

export class SmartCubePanel {
  private cube: SmartCube | null = null;
  private device: SmartCubeDevice | undefined;
  private connecting = false;
  /** Moves since connecting (shown in the status). */
  private moves = 0;
  /** Said with the status until the next turn (the state differed on connecting). */
  private note = '';
  /** The scramble helper is following (its steps in order: each waits for the one before). */
  private following = false;
  private followed: Promise<void> = Promise.resolve();
  private readonly solving: SmartCubeSolving;

  constructor(
    private readonly el: SmartCubeElements,
    private readonly host: SmartCubeHost,
    private readonly core: SmartCubeCore,
    private readonly follower: MoveFollower,
    guideFollower: MoveFollower,
  ) {
    this.solving = new SmartCubeSolving(el.solving, host, guideFollower);
    el.connect.addEventListener('click', () => void this.connect());
    el.solved.addEventListener('click', () => void this.cube?.markSolved());
    el.disconnect.addEventListener('click', () => this.cube?.disconnect());
    el.root.addEventListener('toggle', () => this.checkSupport());
    el.follow.addEventListener('click', () => void this.startFollowing());
    this.render();
  }

  /** Support first: without Web Bluetooth, which browsers have it. */
  private checkSupport(): boolean {
    const ok = webBluetooth() !== null;
    this.el.support.textContent = ok ? t('smart.support') : t('smart.noBluetooth');
    this.el.connect.disabled = !ok || this.connecting || this.cube !== null;
    return ok;
  }

  private say(text: string): void {
    this.el.status.textContent = text;
  }

  private render(): void {
    const on = this.cube !== null;
    this.checkSupport();
    this.el.connect.textContent = t(this.device && !on ? 'smart.reconnect' : 'smart.connect');
    this.el.solved.disabled = !on;
    this.el.follow.disabled = !on;
    this.el.disconnect.disabled = !on;
  }

  private show(facelets: string): void {
    this.host.scramble.value = '';
    this.host.start.value = facelets;
    this.host.changed();
  }

  private async connect(): Promise<void> {
    if (this.connecting || !this.checkSupport()) return;
    this.connecting = true;
    this.render();
    this.say(t(this.device ? 'smart.reconnecting' : 'smart.choose'));
    const kept = this.host.start.value.trim();
    try {
      const cube = await connectSmartCube({ core: this.core, device: this.device, mac: askMac });
      this.cube = cube;
      this.device = cube.device;
      this.moves = 0;
      cube.addEventListener('move', (e) => {
        this.moves++;
        this.note = '';
        const { move, facelets, timestamp } = e.detail;
        // The next frame shows the turn: painted now, the rest of the page in the cycle.
        this.host.view()?.setState(facelets);
        if (!this.solving.holdsInputs) this.show(facelets);
        else this.host.net(facelets);
        this.solving.turn(move, facelets, timestamp);
        if (this.following)
          this.followed = this.followed.then(async () => this.sayStep(await this.follower.turn(move, facelets)));
        this.status();
      });
      cube.addEventListener('state', (e) => {
        this.host.view()?.setState(e.detail.facelets);
        if (!this.solving.holdsInputs) this.show(e.detail.facelets);
        this.solving.reset(e.detail.facelets);
        if (e.detail.reason === 'resync') this.say(t('smart.resynced', { message: t('smart.turnsLost') }));
        else if (e.detail.reason === 'solved') this.say(t('smart.markedSolved'));
      });
      cube.addEventListener('battery', () => this.status());
      cube.addEventListener('disconnect', () => {
        this.cube = null;
        // A guided solve held the inputs at the solution's start: the cube's state is the one kept.
        if (this.solving.holdsInputs) this.show(cube.facelets);
        this.solving.connected(null);
        this.say(t('smart.disconnected'));
        this.render();
      });
      const differs = kept !== '' && kept !== cube.facelets;
      this.note = differs ? t('smart.differs') : '';
      this.show(cube.facelets);
      this.solving.connected(cube.facelets);
      this.status();
    } catch (e) {
      const code = e instanceof SmartCubeError ? e.code : '';
      if (e instanceof DOMException && e.name === 'NotFoundError') this.say(t('smart.noneChosen'));
      else this.say(t('smart.notConnected', { code: code ? ` (${code})` : '', reason: smartCubeErrorText(e) }));
    } finally {
      this.connecting = false;
      this.render();
    }
  }

  private status(): void {
    const cube = this.cube;
    if (!cube) return;
    const percent = formatNumber((cube.battery ?? 0) / 100, { style: 'percent' });
    const battery = cube.battery === undefined ? '' : t('smart.battery', { percent });
    const turns = t('smart.turns', { count: this.moves });
    this.say(t('smart.connected', { model: cube.model, battery, turns, note: this.note }));
  }

  /** The scramble helper: follow the typed moves from the cube as it is. */
  private async startFollowing(): Promise<void> {
    const cube = this.cube;
    if (!cube) return;
    await this.followed;
    try {
      this.sayStep(await this.follower.start(cube.facelets, this.el.followAlg.value));
      this.following = true;
    } catch (e) {
      this.following = false;
      this.el.followStatus.textContent = t('smart.cannotFollow', { reason: (e as Error).message });
    }
  }

  private sayStep(step: FollowStep): void {
    const where = { done: step.done, total: step.total };
    let text: string;
    if (step.kind === 'on' && step.next === null) {
      text = t('smart.followDone');
      this.following = false;
    } else if (step.kind === 'on') text = t('smart.next', { move: step.next, ...where });
    else if (step.kind === 'half') text = t('smart.half', { move: step.next, ...where });
    else text = t('smart.offFollow', { wrong: t('smart.wrongTurns', { count: step.wrong }), wayBack: step.wayBack });
    this.el.followStatus.textContent = text;
  }
}
