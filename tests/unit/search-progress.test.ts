// The words for a running search and for how proven the optimal solver's answer is
// (web/app/search-progress.ts), as the page shows them.
import { describe, expect, it } from 'vitest';

import { compactCount, optimalityLabel, searchText } from '../../web/app/search-progress';
import type { SolveReply } from '../../web/worker/api';

function reply(optimal: boolean, message = '', status: SolveReply['status'] = 'solved'): SolveReply {
  return {
    status,
    message,
    solutions:
      status === 'solved' ? [{ moves: "R U R' U'", length: 4, stages: [], optimal, steps: [], states: [] }] : [],
    solver: 'optimal',
    nodes: 10,
    ms: 1,
    timedOut: message !== '',
  };
}

describe('search progress words', () => {
  it('counts compactly', () => {
    expect(compactCount(999)).toBe('999');
    expect(compactCount(45_000)).toBe('45k');
    expect(compactCount(12_345_678)).toBe('12.3M');
    expect(compactCount(2_500_000_000)).toBe('2.50G');
  });

  it('says the depth, nodes, nodes/s, threads and time', () => {
    expect(searchText({ depth: 17, nodes: 1_234_567, nodesPerS: 4_500_000, ms: 4200, threads: 1 })).toBe(
      'Searching depth 17: 1,234,567 nodes, 4.5M nodes/s, 4.2 s',
    );
    expect(searchText({ depth: 9, nodes: 0, nodesPerS: 0, ms: 12, threads: 1 })).toBe(
      'Searching depth 9: 0 nodes, 0 nodes/s, 12 ms',
    );
    expect(searchText({ depth: 18, nodes: 9_000_000, nodesPerS: 20_000_000, ms: 450, threads: 2 })).toBe(
      'Searching depth 18: 9,000,000 nodes, 20.0M nodes/s (2 threads), 450 ms',
    );
  });

  it('labels proven answers, budget fallbacks, and nothing else', () => {
    expect(optimalityLabel(reply(true))).toBe('optimal (proven)');
    expect(optimalityLabel(reply(false, 'not proven optimal: search reached depth 16'))).toBe(
      'not proven optimal: search reached depth 16',
    );
    expect(optimalityLabel(reply(false))).toBe('');
    expect(optimalityLabel(reply(false, 'cancelled', 'cancelled'))).toBe('');
  });
});
