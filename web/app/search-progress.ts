// The optimal solver's search as it runs (depth being searched, nodes, nodes/s) and
// the words for how proven its answer is. The numbers come from the worker
// (SolverApi.solve's onProgress); this file only shows them.

import { formatCoreMessage } from '../i18n/core';
import { msText } from '../i18n/count';
import { formatNumber, t } from '../i18n/messages';
import type { SearchProgress, SolveReply } from '../worker/api';
import { isUnproven } from './solve-text';

/** "12.3M", "845k", "999". */
export function compactCount(n: number): string {
  if (n >= 1e9) return `${(n / 1e9).toFixed(2)}G`;
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e4) return `${Math.round(n / 1e3)}k`;
  return String(Math.round(n));
}

/** "Searching depth 17: 1,234,567 nodes, 12.3M nodes/s (2 threads), 4.2 s". */
export function searchText(p: SearchProgress): string {
  const time =
    p.ms >= 1000
      ? t('count.seconds', { n: formatNumber(p.ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })
      : msText(p.ms);
  const threads = p.threads > 1 ? t('solving.threads', { count: p.threads }) : '';
  const nodes = formatNumber(Math.round(p.nodes));
  return t('solving.searching', { depth: p.depth, nodes, rate: compactCount(p.nodesPerS), threads, time });
}

/**
 * How proven a reply's best solution is, for solvers that prove optimality:
 * "optimal (proven)", or the solver's own "not proven optimal: search reached depth N"
 * when the time budget ended first; '' otherwise.
 */
export function optimalityLabel(reply: SolveReply): string {
  if (reply.status !== 'solved' || reply.solutions.length === 0) return '';
  if (reply.solutions[0].optimal) return t('solving.optimalProven');
  return isUnproven(reply) ? formatCoreMessage(reply) : '';
}

/** The line under the status that follows a running search. */
export class SearchProgressView {
  private search = 0;

  constructor(private readonly el: HTMLElement) {}

  /**
   * A callback for one search's reports (the worker sends one per depth and ~10 a
   * second). Reports come through their own message port, so one may arrive after the
   * reply: after clear() this search's reports are ignored.
   */
  follow(): (p: SearchProgress) => void {
    const search = ++this.search;
    return (p) => {
      if (search !== this.search) return;
      this.el.hidden = false;
      this.el.textContent = searchText(p);
      this.el.dataset.depth = String(p.depth);
    };
  }

  /** Hides it (the search ended or was cancelled). */
  clear(): void {
    this.search++;
    this.el.hidden = true;
    this.el.textContent = '';
    delete this.el.dataset.depth;
  }
}
