// The FMC panel (3x3x3): a fewest-moves attempt planned in steps as FMC players do it.
// It shows the scramble, the steps taken (each line `R U ^(F D)  // EO fb (4/4)`, the
// inverse side in ^( ) or FMC players' plain ( )), the skeleton as one line with its
// length, and the cube after the attempt as a net (the inverse-side moves act before
// the scramble). A step comes from the solver row that takes fewest-moves steps, picked
// from its list (fmc-step-finder.ts), or typed (fmc-typed-step.ts); Undo takes the last
// step back; insertions in fmc-insertions.ts. The player plays the attempt as one line
// from the scramble (normal moves, then the inverse side undone, its chips marked); the
// attempt travels in the share link (its fmc parameter, fmc-link.ts). The core reads
// every move.

import { countOf } from '../i18n/count';
import { t } from '../i18n/messages';
import { playedAlg } from '../player/played';
import type { Track } from '../player/player';
import { renderNet } from '../render/NetView';
import { decodeFmcSteps, encodeFmcSteps } from '../share/fmc-link';
import { byId } from './dom';
import { attemptLength, type FmcStep, type ReadAttempt, readAttempt, stepLine } from './fmc-attempt';
import { FmcInsertions } from './fmc-insertions';
import { FmcStepFinder } from './fmc-step-finder';
import { FmcTypedStep } from './fmc-typed-step';
import { notify } from './notices';
import type { Fmc, PageParts } from './page-parts';

export class FmcPanel implements Fmc {
  private readonly el = {
    panel: byId<HTMLDetailsElement>('fmc-panel'),
    scramble: byId('fmc-scramble'),
    lines: byId<HTMLOListElement>('fmc-lines'),
    solutionLabel: byId('fmc-solution-label'),
    solution: byId('fmc-solution'),
    total: byId('fmc-total'),
    status: byId('fmc-status'),
    plain: byId<HTMLInputElement>('fmc-plain'),
    net: byId('fmc-net'),
    netLabel: byId('fmc-net-label'),
    undo: byId<HTMLButtonElement>('fmc-undo'),
    play: byId<HTMLButtonElement>('fmc-play'),
  };
  private readonly finder: FmcStepFinder;
  private readonly insertions: FmcInsertions;
  private readonly typed: FmcTypedStep;

  /** The steps taken; `scramble` the scramble they follow (canonical, as the core printed it). */
  private steps: FmcStep[] = [];
  private scramble = '';
  private read: ReadAttempt | null = null;
  /** The track this panel loaded into the player (the share link leaves its `alg` out). */
  private track: Track | null = null;
  private generation = 0;
  private reading = 0; // refreshes under way

  constructor(private readonly page: PageParts) {
    this.finder = new FmcStepFinder(page);
    this.insertions = new FmcInsertions(page);
    this.typed = new FmcTypedStep(page);
    this.finder.say = this.insertions.say = (text, kind) => this.say(text, kind);
  }

  wire(): void {
    this.finder.findButton.addEventListener('click', () => void this.findStep());
    this.finder.onPick = (step, base) => void this.pick(step, base);
    this.typed.onAdd = (moves) => void this.addTyped(moves);
    this.el.undo.addEventListener('click', () => void this.undo());
    this.el.play.addEventListener('click', () => void this.playAttempt());
    this.el.plain.addEventListener('change', () => this.render());
    this.insertions.findButton.addEventListener('click', () => {
      if (this.read) void this.insertions.find(this.read.scramble, this.read.linear);
    });
    this.el.panel.addEventListener('toggle', () => {
      if (this.el.panel.open) void this.inputsChanged();
    });
    this.render();
  }

  /** Whether `t` is the attempt this panel loaded (the share link carries the attempt, not its line). */
  owns(t: Track | null | undefined): boolean {
    return t != null && t === this.track;
  }

  /** The attempt as the link's fmc parameter ('' when there is none). */
  linkValue(): string {
    return encodeFmcSteps(this.steps);
  }

  /** The scramble the page shows (applied to the solved cube), or why the panel cannot use it. */
  private currentScramble(): { scramble: string } | { why: string } {
    const { store } = this.page;
    const shown = store.stickers.shown;
    if (store.puzzle !== '3x3x3') return { why: t('fmc.only3') };
    if (!shown || !store.stickers.readable || shown.puzzle !== '3x3x3') return { why: t('fmc.fixFirst') };
    if (shown.start !== store.stickers.solved.get('3x3x3')) return { why: t('fmc.fromSolved') };
    return { scramble: shown.result.canonical.trim() };
  }

  /** After an update of the inputs: a new scramble starts the attempt over. */
  async inputsChanged(): Promise<void> {
    if (!this.el.panel.open && this.steps.length === 0) return; // read when opened
    if (this.page.store.puzzle !== '3x3x3') return; // kept while another puzzle is shown
    const now = this.currentScramble();
    const scramble = 'scramble' in now ? now.scramble : '';
    if (scramble === this.scramble && (this.read || this.reading > 0)) return;
    if (scramble !== this.scramble) {
      const had = this.steps.length > 0;
      this.scramble = scramble;
      this.steps = [];
      this.finder.clear();
      this.insertions.clear();
      if (had) this.say(t('fmc.startsOver'));
    }
    await this.refresh();
  }

  /** Restores the attempt a link carries (after the inputs were read). */
  async loadLink(value: string | undefined): Promise<void> {
    if (!value) return;
    const { steps, warnings } = decodeFmcSteps(value);
    for (const w of warnings) notify(w);
    const now = this.currentScramble();
    if (!('scramble' in now)) {
      notify(t('fmc.linkNotRestored', { why: now.why }));
      return;
    }
    this.scramble = now.scramble;
    this.steps = steps;
    this.finder.clear();
    this.el.panel.open = true;
    if (await this.refresh(true)) this.say(t('fmc.fromLink', { steps: countOf(steps.length, 'step') }));
  }

  /** Reads the attempt through the core and shows it; false when a step does not read. */
  private async refresh(loadTrack = false): Promise<boolean> {
    const gen = ++this.generation;
    if (!this.scramble) {
      this.read = null;
      this.render();
      return false;
    }
    this.reading++;
    let reading: Awaited<ReturnType<typeof readAttempt>>;
    try {
      reading = await readAttempt(this.page, this.scramble, this.steps);
    } finally {
      this.reading--;
    }
    if (gen !== this.generation) return false;
    if (!reading.ok) {
      const step = this.steps[reading.step];
      const which = step ? t('fmc.stepN', { n: reading.step + 1, name: step.name }) : t('fmc.theAttempt');
      this.say(t('fmc.notRead', { which, error: reading.error }), 'error');
      if (reading.step >= 0) this.steps = this.steps.slice(0, reading.step);
      return this.refresh(loadTrack).then(() => false);
    }
    this.read = reading.attempt;
    this.steps = reading.attempt.steps.map((s) => ({ name: s.name, moves: s.moves }));
    this.render();
    if (loadTrack) await this.loadTrack();
    this.page.share.update();
    return true;
  }

  private render(): void {
    const r = this.read;
    const plain = this.el.plain.checked;
    this.el.scramble.textContent = this.scramble || t('fmc.noScramble');
    this.el.lines.replaceChildren(
      ...(r?.steps ?? []).map((s, i) => {
        const li = document.createElement('li');
        li.className = 'mono';
        li.dataset.testid = 'fmc-line';
        li.dataset.step = String(i);
        li.textContent = stepLine(s, plain);
        return li;
      }),
    );
    const n = r?.steps.length ?? 0;
    this.el.solutionLabel.textContent = t(r?.solved ? 'fmc.solutionLabel' : 'fmc.skeletonLabel');
    // The line a player writes on the sheet: moves that cancel between steps taken out,
    // and its length the attempt's (the steps as written may have more).
    this.el.solution.textContent = r && n > 0 ? r.cancelled || t('fmc.noMoves') : t('fmc.noSteps');
    this.el.total.textContent = r && n > 0 ? attemptLength(r) : '';
    const busy = this.finder.busy;
    this.el.undo.disabled = n === 0 || busy;
    this.el.play.disabled = n === 0;
    this.typed.disabled = busy || !r;
    this.insertions.findButton.disabled = busy || !r || n === 0 || r.solved;
    this.finder.render(this.finder.usableAt(this.steps.length), plain, !!r);
    if (r) {
      const last = n > 0 ? r.steps[n - 1].name : t('fmc.theScramble');
      this.el.netLabel.textContent = r.solved
        ? t('fmc.afterSolved')
        : t('fmc.after', { last, inverse: r.steps.some((s) => s.inverseMoves > 0) ? t('fmc.inverseNote') : '' });
      const geometry = this.page.store.shapes.get('3x3x3');
      if (geometry) renderNet(this.el.net, r.state, geometry, t('fmc.netAfter', { last }));
      this.el.net.dataset.facelets = r.state;
    } else {
      this.el.netLabel.textContent = '';
      this.el.net.replaceChildren();
      delete this.el.net.dataset.facelets;
    }
  }

  private say(text: string, kind: '' | 'busy' | 'ok' | 'error' = ''): void {
    this.el.status.textContent = text;
    this.el.status.dataset.kind = kind;
  }

  private async findStep(): Promise<void> {
    const r = this.read;
    if (!r) return;
    const base = this.steps.length;
    const asked = this.finder.find(r.state, base, () => this.read === r && this.steps.length === base);
    this.render();
    await asked;
    this.render();
  }

  /** Takes a step solution: as the next step, or in place of a step picked from the same list. */
  private async pick(step: FmcStep, base: number): Promise<void> {
    if (this.finder.busy || !this.finder.usableAt(this.steps.length)) return;
    this.steps = [...this.steps.slice(0, base), step];
    this.insertions.clear();
    if (await this.refresh(true)) this.said(t('fmc.added', { name: step.name }));
  }

  private said(what: string): void {
    const r = this.read;
    if (!r) return;
    const n = r.steps.length;
    const total = n ? r.steps[n - 1].total : 0;
    const solved = r.solved ? t('fmc.cubeSolved') : '';
    this.say(t('fmc.soFar', { what, moves: countOf(total, 'move'), solved }), 'ok');
  }

  private async addTyped(moves: string): Promise<void> {
    if (this.finder.busy || !this.read) return;
    this.steps = [...this.steps, { name: t('fmc.ownMoves'), moves }];
    // A list asked for this step stays: picking from it replaces the typed one.
    this.finder.keepFor(this.steps.length - 1);
    this.insertions.clear();
    if (await this.refresh(true)) {
      this.typed.clear();
      this.said(t('fmc.addedOwn'));
    }
  }

  private async undo(): Promise<void> {
    if (this.steps.length === 0 || this.finder.busy) return;
    const last = this.steps[this.steps.length - 1];
    this.steps = this.steps.slice(0, -1);
    // The list the step was picked from stays, to pick another.
    this.finder.keepFor(this.steps.length);
    this.insertions.clear();
    if (await this.refresh(true)) this.said(t('fmc.tookBack', { name: last.name }));
  }

  /** The attempt as one line from the scramble, into the player (at its end: the cube after it). */
  private async loadTrack(): Promise<void> {
    const r = this.read;
    const { store } = this.page;
    const start = store.stickers.shown?.result.facelets;
    if (!r || !start || !store.player) return;
    if (r.steps.length === 0) {
      this.track = null;
      this.page.puzzles['3x3x3'].syncTrack(store.player);
      return;
    }
    const played = await this.page.core().playAlg('3x3x3', r.linear, start);
    if (!played.ok || this.read !== r) return;
    const track: Track = {
      kind: 'solution',
      title: t('fmc.attemptTitle', {
        moves: countOf(r.steps[r.steps.length - 1].total, 'move'),
        solved: r.solved ? t('fmc.commaSolved') : '',
      }),
      start,
      result: playedAlg(played),
      stages: r.stages,
      stagesShown: true,
      inverseFrom: r.normalMoves,
    };
    this.track = track;
    store.linkAlg = undefined;
    store.trackKey = this.page.solving.stateKey();
    store.player.load(track, track.result.length);
    this.page.cycle.showShownState();
  }

  private async playAttempt(): Promise<void> {
    if (!this.read || this.read.steps.length === 0) return;
    if (!this.owns(this.page.store.player?.current)) await this.loadTrack();
    const player = this.page.store.player;
    if (!player) return;
    player.load(player.current, 0);
    void player.play();
  }
}
