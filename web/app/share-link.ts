// The share link: the inputs, the solver, its options, the solution loaded and the look
// as a link (share.ts), kept in the address bar so reload and bookmarks keep the work;
// reading a link (at load and on Back / Forward) into the inputs; playing a link's
// solution; the Copy and Embed buttons.

import { countOf } from '../i18n/count';
import { linkLocale } from '../i18n/language';
import { formatList, t } from '../i18n/messages';
import type { Track } from '../player/player';
import { isCube, puzzleRow } from '../puzzles';
import { decodeTimes, encodeTimes } from '../share/record-link';
import { decodeShare, type ShareParams, shareUrl, tooLongForLink } from '../share/share';
import { copyText } from './clipboard';
import { byId } from './dom';
import { linkNoteText } from './link-notes';
import { errorMessage, notify } from './notices';
import type { PageParts, Share } from './page-parts';
import { timedTrack } from './solve-record';

export class ShareLink implements Share {
  private readonly el = {
    share: byId<HTMLInputElement>('share'),
    note: byId('share-note'),
    copy: byId<HTMLButtonElement>('copy-share'),
    embed: byId<HTMLButtonElement>('embed'),
  };
  lookApplied: Promise<void> = Promise.resolve();

  constructor(private readonly page: PageParts) {}

  /** Listens to the Copy and Embed buttons and to Back / Forward. */
  wire(): void {
    const copy = (text: string, button: HTMLButtonElement) => copyText(text, button, this.page.say);
    this.el.copy.addEventListener('click', () => void copy(this.el.share.value, this.el.copy));
    // The look (colours, how the cube is held) is the cubes': only a cube carries it.
    const look = () => (isCube(this.page.store.puzzle) ? this.page.appearance.widgetParams() : undefined);
    // The dialog's code comes on the first click (not on the first load).
    let embed: Promise<() => void> | null = null;
    this.el.embed.addEventListener('click', () => {
      embed ??= import('./embed-dialog').then(({ embedDialog }) =>
        embedDialog(() => ({ ...this.params(), look: look() }), copy),
      );
      embed.then(
        (open) => open(),
        (e: unknown) => {
          embed = null; // not fetched: the next click tries again
          notify(errorMessage(e), 'error');
        },
      );
    });
    this.el.share.addEventListener('focus', () => this.el.share.select());
    window.addEventListener('popstate', () => {
      this.loadFromLocation(false);
      void this.page.cycle
        .update()
        .then(() => this.loadLinkAlg())
        .then(() => this.loadLinkFmc());
    });
  }

  /** What the link carries now. */
  params(): ShareParams {
    const { store, menu, options, appearance } = this.page;
    const t = store.player?.current;
    // The FMC panel's attempt travels as itself (the fmc parameter), not as the line it plays.
    const solution = t?.kind === 'solution' && !this.page.fmc.owns(t) ? t.result.canonical : undefined;
    const solver = menu.chosen || undefined;
    const p = store.puzzle;
    // The solver goes in when it matters: a solution was found with it, or it is not
    // the puzzle's default.
    const defaultSolver = store.solvers.find((s) => s.puzzles.includes(p))?.name;
    const withSolver = solver && (solution !== undefined || solver !== defaultSolver) ? solver : undefined;
    return {
      puzzle: p,
      ...this.page.puzzles[p].linkFields(),
      solver: withSolver ?? (store.solvers.length === 0 ? store.linkSolver : undefined),
      goal: options.goalText || undefined,
      moves: options.movesText || undefined,
      metric: options.metric === 'qtm' ? 'qtm' : undefined,
      alg: solution ?? store.linkAlg,
      times: solution !== undefined ? (t?.times ? encodeTimes(t.times) : undefined) : store.linkTimes,
      fmc: puzzleRow(p).threeByThree ? this.page.fmc.linkValue() || store.linkFmc : undefined,
      ...appearance.linkParams(),
      lang: linkLocale(),
    };
  }

  /** Writes the link into the share field and the address bar. */
  update(): void {
    const params = this.params();
    const base = location.origin + location.pathname;
    const url = shareUrl(base, params);
    this.el.share.value = url;
    const long = tooLongForLink(params);
    this.el.note.textContent = long.length ? t('share.tooLong', { fields: formatList(long) }) : '';
    // The address bar follows the inputs, so reload and bookmarks keep the work.
    const tail = url.slice(base.length);
    if (tail !== location.search + location.hash) history.replaceState(history.state, '', base + tail);
  }

  /** Fills the inputs from the address (`first`: at load, its warnings shown). */
  loadFromLocation(first: boolean): void {
    const { store, options, appearance } = this.page;
    const { params, notes } = decodeShare(location.search + location.hash);
    if (first) for (const n of notes) notify(linkNoteText(n));
    const p = params.puzzle ?? '3x3x3';
    this.page.setPuzzle(p);
    this.page.puzzles[p].setFromLink(params);
    options.setFromLink(params);
    this.lookApplied = appearance.setFromLink(params.colors, params.orient).then((notes) => {
      if (first) for (const w of notes) notify(w);
    });
    this.lookApplied.catch(() => undefined); // a core that failed to load: boot() says so
    store.linkSolver = params.solver;
    store.linkAlg = params.alg;
    store.linkTimes = params.times;
    store.linkFmc = params.fmc;
    if (store.solvers.length) this.page.menu.fill();
  }

  /** Restores a link's FMC attempt into the FMC panel. */
  async loadLinkFmc(): Promise<void> {
    const store = this.page.store;
    const value = store.linkFmc;
    if (!value) return;
    await this.page.fmc.loadLink(value);
    store.linkFmc = undefined;
    this.update();
  }

  /** Plays a link's `alg` from the state the inputs describe. */
  async loadLinkAlg(): Promise<void> {
    const { store, solving } = this.page;
    const alg = store.linkAlg;
    const target = solving.target();
    if (!alg || !target || !store.player) return;
    let track: Track;
    try {
      track = await target.linkTrack(alg, t('share.fromLinkTitle'));
    } catch (e) {
      notify(t('share.linkAlgBad', { alg: alg.length > 60 ? `${alg.slice(0, 60)}…` : alg, reason: errorMessage(e) }));
      store.linkAlg = undefined;
      store.linkTimes = undefined;
      this.update();
      return;
    }
    const timed = store.linkTimes ? this.timed(track, store.linkTimes) : null;
    solving.loadSolution(timed ?? track, target.key);
    solving.setStatus(
      timed
        ? t('share.timed', { title: timed.title, moves: countOf(track.result.length, target.noun) })
        : t('share.linkAlgLoaded', { moves: countOf(track.result.length, target.noun) }),
    );
  }

  /** A link's recorded solve: its moves with their times, or null (said why) when they do not match. */
  private timed(track: Track, value: string): Track | null {
    const read = decodeTimes(value);
    const timed = 'times' in read ? timedTrack(track, read.times) : null;
    if (!timed)
      notify(
        t('share.timesIgnored', {
          why:
            'error' in read
              ? read.error
              : t('share.timesMiscounted', { times: read.times.length, moves: countOf(track.result.length, 'move') }),
        }),
      );
    return timed;
  }
}
