// The words about the storage's room (web/app/storage-room.ts): the browser's answer,
// the room left, and the warning before a table that will not fit.
import { describe, expect, it } from 'vitest';

import { roomShortText, roomText } from '../../web/app/storage-room';

const MiB = 2 ** 20;
/** The optimal solver's large table, as its table choice says (wasm/solvers/optimal/optimal_entry.cpp). */
const LARGE_TABLE_BYTES = 975 * MiB;

describe('storage room', () => {
  it('says whether the browser keeps the data and how much room is left', () => {
    expect(roomText({ persisted: true, free: 2 * 1024 * MiB, stored: 0 })).toBe(
      'Storage: kept by the browser (persistent); 2.00 GiB free for this site.',
    );
    expect(roomText({ persisted: false, free: null, stored: null })).toMatch(/^Storage: not persistent: .*low\.$/);
    expect(roomText({ persisted: null, free: 5 * MiB, stored: null })).toBe(
      'Storage: the browser does not say whether it keeps the cached tables; 5.0 MB free for this site.',
    );
  });

  it('warns before a table that will not fit, and only then', () => {
    const short = roomShortText(
      { persisted: false, free: 300 * MiB, stored: 1 * MiB },
      LARGE_TABLE_BYTES,
      'large table',
    );
    expect(short).toMatch(
      /^The large table needs 975\.0 MB but this browser leaves 300\.0 MB for this site: .*not stored/,
    );
    expect(
      roomShortText({ persisted: false, free: 2000 * MiB, stored: 0 }, LARGE_TABLE_BYTES, 'large table'),
    ).toBeNull();
    // The browser does not say: nothing to warn about.
    expect(roomShortText({ persisted: null, free: null, stored: null }, LARGE_TABLE_BYTES, 'large table')).toBeNull();
    // A copy already stored (the site's IndexedDB holds that much): it loads, no build.
    expect(
      roomShortText(
        { persisted: true, free: 10 * MiB, stored: LARGE_TABLE_BYTES + MiB },
        LARGE_TABLE_BYTES,
        'large table',
      ),
    ).toBeNull();
  });
});
