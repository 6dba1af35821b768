// Follows moves on a real cube (the smart cube's scramble helper): where the hands are
// in a sequence, judged by states, not by move names (the core plays the sequence and
// inverts the stray turns): the next move, a half turn half made, a wrong turn and the
// way back to the sequence.
import type { Remote } from 'comlink';
import type { CoreApi } from '../worker/api';
import { moveAt, moveCount, statesOf } from '../worker/packed-moves';

export type FollowStep =
  /** On the sequence: `done` of `total` made; `next` the move to make (null: finished). */
  | { kind: 'on'; done: number; total: number; next: string | null }
  /** The first quarter of the next half turn made: the same turn again finishes it. */
  | { kind: 'half'; done: number; total: number; next: string }
  /** Off the sequence: `wayBack` undoes the stray turns; `wrong` counts the times off so far. */
  | { kind: 'off'; done: number; total: number; wayBack: string; wrong: number };

export class MoveFollower {
  private states: string[] = [];
  private names: string[] = [];
  private done = 0;
  private stray: string[] = [];
  private wrong = 0;

  constructor(private readonly core: () => Remote<CoreApi>) {}

  /** Follows `alg` from `start`; an error names what is wrong with the alg. */
  async start(start: string, alg: string): Promise<FollowStep> {
    const r = await this.core().playAlg('3x3x3', alg, start);
    if (!r.ok) throw new Error(r.error.message);
    this.states = [start, ...statesOf(r.moves)];
    this.names = Array.from({ length: moveCount(r.moves) }, (_, i) => moveAt(r.moves, i).name);
    this.done = 0;
    this.stray = [];
    this.wrong = 0;
    return this.where();
  }

  get total(): number {
    return this.names.length;
  }

  /** The cube turned `move` and is now `facelets`. */
  async turn(move: string, facelets: string): Promise<FollowStep> {
    const next = this.states[this.done + 1];
    if (facelets === next) {
      this.done++;
      this.stray = [];
    } else if (facelets === this.states[this.done]) {
      this.stray = []; // back on the sequence
    } else {
      if (this.stray.length === 0) {
        // A quarter of the next half turn: the same turn again lands on the sequence.
        const again = next === undefined ? null : await this.core().playAlg('3x3x3', move, facelets);
        if (again?.ok && again.facelets === next) {
          this.stray = [move];
          return { kind: 'half', done: this.done, total: this.total, next: this.names[this.done] };
        }
      }
      if (this.stray.length === 0 || (this.stray.length === 1 && (await this.halfMade(this.stray[0])))) this.wrong++;
      this.stray.push(move);
    }
    return this.where();
  }

  private async halfMade(first: string): Promise<boolean> {
    const r = await this.core().playAlg('3x3x3', first, this.states[this.done]);
    const again = r.ok ? await this.core().playAlg('3x3x3', first, r.facelets) : null;
    return again?.ok === true && again.facelets === this.states[this.done + 1];
  }

  private async where(): Promise<FollowStep> {
    const base = { done: this.done, total: this.total };
    if (this.stray.length === 0) return { kind: 'on', ...base, next: this.names[this.done] ?? null };
    // The stray turns undone, the ones that cancel left out (L L' is no way back).
    const back = await this.core().invertAlg(this.stray.join(' '));
    const simple = back.ok ? await this.core().simplifyAlg(back.alg) : back;
    return { kind: 'off', ...base, wayBack: simple.ok ? simple.alg : '', wrong: this.wrong };
  }
}
