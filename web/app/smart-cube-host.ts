// The page as the smart-cube panel sees it (SmartCubeHost): the start-state field the
// live state goes into, the 3D view, the player, the page's solver planning a guided
// solve, and a recording shown as the reconstruction (the player's track, read by the
// core, its moves' times on the chips and in the link).
import { t } from '../i18n/messages';
import type { StickerPuzzle } from '../puzzles';
import type { PuzzleView } from '../render/PuzzleView';
import { byId } from './dom';
import type { PageParts } from './page-parts';
import type { SmartCubeHost } from './smart-cube-panel';
import { type Recording, reconstruction, timedTrack } from './solve-record';

/** Why a recording is not shown, in the page's language. */
const SAY = {
  unreadable: () => t('smart.unreadable'),
  miscounted: (read: number, recorded: number) => t('smart.miscounted', { read, recorded }),
};

export function smartCubeHost(page: PageParts, view: () => PuzzleView | null): SmartCubeHost {
  const scramble = byId<HTMLInputElement | HTMLTextAreaElement>('scramble');
  const start = byId<HTMLInputElement | HTMLTextAreaElement>('facelets');
  /** The inputs describe `facelets` (no scramble), read by the page now. */
  const describe = async (facelets: string) => {
    scramble.value = '';
    start.value = facelets;
    await page.cycle.update();
  };
  let solved: Promise<string> | null = null;
  return {
    scramble,
    start,
    changed: () => page.cycle.schedule(),
    view,
    player: () => page.store.player,
    net: (facelets) => void page.netPanel.show(page.store.puzzle as StickerPuzzle, facelets),
    solved: () => {
      solved ??= page
        .core()
        .playAlg('3x3x3', '', '')
        .then((r) => (r.ok ? r.facelets : ''));
      return solved;
    },
    async plan(facelets) {
      await describe(facelets);
      const key = page.solving.stateKey();
      if (key === '') return null;
      await page.solving.solve(false);
      const t = page.store.player?.current;
      if (t?.kind !== 'solution' || page.store.trackKey !== key || page.solving.stateKey() !== key) return null;
      return Array.from({ length: t.result.length }, (_, i) => t.result.step(i).name).join(' ');
    },
    async showRecording(r: Recording) {
      await describe(r.start);
      const target = page.solving.target();
      if (!target) throw new Error(SAY.unreadable());
      const track = await target.linkTrack(r.moves.join(' '), reconstruction());
      const timed = timedTrack(track, r.times);
      if (!timed) throw new Error(SAY.miscounted(track.result.length, r.times.length));
      page.solving.loadSolution(timed, target.key);
    },
  };
}
