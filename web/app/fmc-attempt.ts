// An FMC attempt as the core reads it: the scramble and the steps taken so far (each
// one solver step, or moves typed), every step's normal and inverse-side moves apart
// (nissSplit), the cube after the attempt (the scramble and every step as one alg:
// the ^( ) moves act before the scramble), and the final linear solution FMC players
// write down: every normal move, then the inverse-side moves undone (inverted, last
// step first). The only cube logic is the core's; here are sums and text.

import { formatCoreMessage } from '../i18n/core';
import { countOf } from '../i18n/count';
import { t } from '../i18n/messages';
import type { SolutionStage } from '../worker/api';
import type { PageParts } from './page-parts';

/** A step of the attempt: its name ("EO fb") and its moves as the core printed them ("R U ^(F D)"). */
export interface FmcStep {
  name: string;
  moves: string;
}

/** A step with the core's reading of it. */
export interface ReadStep extends FmcStep {
  normal: string; // "R U"
  inverse: string; // "F D" (in ^( ))
  inverseUndone: string; // "D' F'"
  normalMoves: number;
  inverseMoves: number;
  htm: number; // the step's length
  total: number; // the attempt's length up to here (no cancellation between steps)
}

export interface ReadAttempt {
  scramble: string;
  steps: ReadStep[];
  /** The cube after the attempt: the step's goal (EO, DR, ...) as the solver reached it. */
  state: string;
  solved: boolean;
  /** Every normal move, then the inverse-side ones undone: from the scramble, the attempt as one line. */
  linear: string;
  /** Moves of `linear` before the inverse side's. */
  normalMoves: number;
  /** `linear` with the moves the core cancels between steps taken out, and its length. */
  cancelled: string;
  cancelledHtm: number;
  /** `linear` in chapters: each step's normal moves, then each inverse side undone (last step first). */
  stages: SolutionStage[];
}

/** The core's reading of an attempt, or which step it could not read and why. */
export type AttemptReading = { ok: true; attempt: ReadAttempt } | { ok: false; step: number; error: string };

/** Joins texts the core reads: new lines, so a `//` comment never swallows what follows. */
export function joinAlgs(parts: readonly string[]): string {
  return parts.filter((p) => p.trim() !== '').join('\n');
}

/** Reads `steps` after `scramble` (applied to the solved cube) through the core. */
export async function readAttempt(
  page: PageParts,
  scramble: string,
  steps: readonly FmcStep[],
): Promise<AttemptReading> {
  const core = page.core();
  const read: ReadStep[] = [];
  let total = 0;
  for (let i = 0; i < steps.length; i++) {
    // As FMC players write a step: plain ( ) is the inverse side too.
    const split = await core.nissSplit(steps[i].moves, true);
    if (!split.ok) return { ok: false, step: i, error: formatCoreMessage(split.error) };
    total += split.counts.htm;
    read.push({
      name: steps[i].name,
      moves: split.canonical.trim(),
      normal: split.normal,
      inverse: split.inverse,
      inverseUndone: split.inverseUndone,
      normalMoves: split.normalMoves,
      inverseMoves: split.inverseMoves,
      htm: split.counts.htm,
      total,
    });
  }
  const after = await core.playAlg('3x3x3', joinAlgs([scramble, ...read.map((s) => s.moves)]));
  if (!after.ok) return { ok: false, step: -1, error: formatCoreMessage(after.error) };
  const solved = await core.solvedState('3x3x3');
  const backwards = [...read].reverse();
  const linear = [...read.map((s) => s.normal), ...backwards.map((s) => s.inverseUndone)]
    .filter((t) => t !== '')
    .join(' ');
  const simple = await core.simplifyAlg(linear);
  const cancelled = simple.ok ? simple.alg : linear;
  const counted = await core.playAlg('3x3x3', cancelled);
  const stages: SolutionStage[] = [];
  let at = 0;
  for (const s of read) {
    if (s.normalMoves === 0) continue;
    stages.push({ name: s.name, explanation: '', begin: at, end: at + s.normalMoves });
    at += s.normalMoves;
  }
  const normalMoves = at;
  for (const s of backwards) {
    if (s.inverseMoves === 0) continue;
    stages.push({
      name: t('fmc.inverseSideStep', { name: s.name }),
      explanation: t('stickers.inverseExplained'),
      begin: at,
      end: at + s.inverseMoves,
    });
    at += s.inverseMoves;
  }
  return {
    ok: true,
    attempt: {
      scramble,
      steps: read,
      state: after.facelets,
      solved: after.facelets === solved,
      linear,
      normalMoves,
      cancelled,
      cancelledHtm: counted.ok ? counted.counts.htm : total,
      stages,
    },
  };
}

/** A step's moves as FMC players write them: the inverse side in ^( ), or in plain ( ) (`plain`). */
export function stepText(s: Pick<ReadStep, 'normal' | 'inverse'>, plain: boolean): string {
  const inverse = s.inverse ? (plain ? `(${s.inverse})` : `^(${s.inverse})`) : '';
  return [s.normal, inverse].filter((t) => t !== '').join(' ');
}

/** "R U ^(F D)  // EO fb (4/4)": the moves, the step's name, its length and the total so far. */
export function stepLine(s: ReadStep, plain: boolean): string {
  const moves = stepText(s, plain);
  return `${moves === '' ? '' : `${moves}  `}// ${s.name} (${s.htm}/${s.total})`;
}

/** "31 moves · solved (33 as the steps are written; 2 cancel)": an attempt's length as the sheet counts it. */
export function attemptLength(r: ReadAttempt): string {
  const written = r.steps[r.steps.length - 1]?.total ?? 0;
  return t('fmc.total', {
    moves: countOf(r.cancelledHtm, 'move'),
    solved: r.solved ? t('fmc.solvedMark') : '',
    written: r.cancelledHtm !== written ? t('fmc.asWritten', { written, cancel: written - r.cancelledHtm }) : '',
  });
}
