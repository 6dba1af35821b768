// What Solve would solve on a sticker puzzle: the state the inputs describe as a request,
// and a solution (or a link's solution text) as the player's track. A solution with
// moves on the inverse side (NISS, `^( )`) plays its normal moves, then the inverse
// side's undone: read as one line, its ^( ) moves would be undone before the normal
// ones, after the scramble, which is not what the solver meant.

import { formatCoreMessage } from '../i18n/core';
import { t } from '../i18n/messages';
import { playedAlg, playedSteps } from '../player/played';
import type { Track } from '../player/player';
import type { CoreApi, MoveStep, TwistStep } from '../worker/api';
import { requestKey, type TargetFields } from './puzzle-page';
import type { PlayStickers } from './sticker-inputs';
import type { SolveTarget, StickersShown } from './store';

/** The solve target of `shown` with the solver's `fields`. */
export function stickerTarget(
  shown: StickersShown,
  fields: TargetFields,
  play: PlayStickers,
  nissSplit: CoreApi['nissSplit'],
): SolveTarget {
  const start = shown.result.facelets;
  const request = { puzzle: shown.puzzle, state: start, ...fields };
  /** `moves` read and played from the start by the core. */
  const played = async (moves: string, title: string): Promise<Track> => {
    const niss = await nissTrack(moves, title);
    if (niss) return niss;
    const result = await play(shown.puzzle, moves, start);
    if (!result.ok) throw new Error(t('stickers.notPlayed', { reason: formatCoreMessage(result.error) }));
    return { kind: 'solution', title, start, result: playedAlg(result), stages: [] };
  };
  /** The solution as a track with its two sides, or null when it has no inverse side. */
  const nissTrack = async (moves: string, title: string): Promise<Track | null> => {
    const split = await nissSplit(moves);
    if (!split.ok || split.inverseMoves === 0) return null;
    const line = [split.normal, split.inverseUndone].filter((t) => t !== '').join(' ');
    const result = await play(shown.puzzle, line, start);
    if (!result.ok) throw new Error(t('stickers.notPlayed', { reason: formatCoreMessage(result.error) }));
    const total = split.normalMoves + split.inverseMoves;
    return {
      kind: 'solution',
      title: t('stickers.inverseUndone', { title }),
      start,
      // The text keeps its ^( ): a link carries the solution as the solver wrote it.
      result: { ...playedAlg(result), canonical: split.canonical },
      stages: [
        { name: t('stickers.normalSide'), explanation: '', begin: 0, end: split.normalMoves },
        {
          name: t('stickers.inverseSide'),
          explanation: t('stickers.inverseExplained'),
          begin: split.normalMoves,
          end: total,
        },
      ],
      inverseFrom: split.normalMoves,
    };
  };
  return {
    request,
    key: requestKey(request),
    noun: 'move',
    solutionTrack: async (s, title, solvedFrom) => {
      const niss = await nissTrack(s.moves, title);
      if (niss) return niss;
      if (solvedFrom !== start) return { ...(await played(s.moves, title)), stages: s.stages };
      const result = playedSteps(s.moves, s.steps as (MoveStep | TwistStep)[], s.states, s.counts);
      return { kind: 'solution', title, start, result, stages: s.stages };
    },
    linkTrack: played,
  };
}
