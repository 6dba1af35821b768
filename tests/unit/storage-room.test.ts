// The words about the storage's room (web/app/storage-room.ts): the browser's answer,
// the room left, and the warning before a table that will not fit.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readRoom, roomShortText, roomText } from '../../web/app/storage-room';

const MiB = 2 ** 20;
/** The optimal solver's large table, as its table choice says (wasm/solvers/optimal/optimal_entry.cpp). */
const LARGE_TABLE_BYTES = 975 * MiB;
/** Its small table. */
const SMALL_TABLE_BYTES = 72 * MiB;
const GB = 1e9;

/** navigator.storage answering `estimate` as given (persisted: not said). */
function fakeEstimate(estimate: object): void {
  vi.stubGlobal('navigator', { storage: { estimate: async () => estimate } });
}

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

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads the site's IndexedDB usage only from the browser's breakdown", async () => {
    fakeEstimate({ quota: 5 * GB, usage: 2 * GB, usageDetails: { indexedDB: 1.5 * GB } });
    expect(await readRoom(false)).toEqual({ persisted: null, free: 3 * GB, stored: 1.5 * GB });
    // Firefox and Safari: the total usage only, which may be any data of the site.
    fakeEstimate({ quota: 5 * GB, usage: 2 * GB });
    expect(await readRoom(false)).toEqual({ persisted: null, free: 3 * GB, stored: null });
  });

  it('without a breakdown, warns from the free room alone: 9.5 MB free, 4.99 GB of other data', async () => {
    fakeEstimate({ quota: 4.99 * GB + 9.5 * MiB, usage: 4.99 * GB });
    const room = await readRoom(false);
    // The usage was taken as a copy already stored: no warning, and the build was not stored.
    for (const [bytes, what] of [
      [LARGE_TABLE_BYTES, 'large table'],
      [SMALL_TABLE_BYTES, 'small table'],
    ] as const) {
      expect(roomShortText(room, bytes, what, what === 'large table' ? 'small table' : undefined)).toMatch(
        new RegExp(
          `^The ${what} needs ${(bytes / MiB).toFixed(1)} MB but this browser leaves 9\\.5 MB for this site: ` +
            'unless a copy is stored already \\(this browser does not say\\), it will be built for this visit and not stored',
        ),
      );
    }
    expect(roomShortText(room, LARGE_TABLE_BYTES, 'large table', 'small table')).toMatch(
      /Free some disk space, or pick the small table\.$/,
    );
    expect(roomShortText(room, SMALL_TABLE_BYTES, 'small table')).toMatch(/Free some disk space\.$/);
    // Room enough: nothing to say.
    expect(roomShortText({ ...room, free: 100 * MiB }, SMALL_TABLE_BYTES, 'small table')).toBeNull();
  });
});
