// connectSmartCube (web/smartcube/connect.ts) over a fake of the standard Web Bluetooth
// surface (smartcube-bluetooth.ts), in Vitest with the core's Node build answering the
// cube logic (the package's entry, web/lib/smart-cube.ts, gives the same call its
// worker): the chooser, the protocol found by its service, the MAC from the
// advertisement, from the name, from the cache, and asked of the app after a wrong one
// (refused packets: MoYu32; silence: QiYi), 20 turns as 'move' events, a resync,
// markSolved, disconnect, and no Web Bluetooth at all.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectSmartCube, SmartCubeError } from '../../web/smartcube/connect';
import { aheadCore } from '../../web/smartcube/core-ahead';
import type { SmartCubeCore } from '../../web/smartcube/core-port';
import type { SmartCube, SmartCubeMoveDetail, SmartCubeStateDetail } from '../../web/smartcube/smart-cube';
import { SOLVED3 } from './builds';
import { FakeDevice, fakeBluetooth } from './smartcube-bluetooth';
import { macOf, randomTurns, stateAfter, testCore } from './smartcube-encode';
import { FakeGan, FakeMoYu, FakeQiYi } from './smartcube-fakes';

let core: SmartCubeCore;
beforeAll(async () => {
  core = await testCore();
});

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    map: m,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function until(test: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 2));
  }
}

function record(cube: SmartCube) {
  const moves: SmartCubeMoveDetail[] = [];
  const states: SmartCubeStateDetail[] = [];
  let disconnected = 0;
  cube.addEventListener('move', (e) => moves.push(e.detail));
  cube.addEventListener('state', (e) => states.push(e.detail));
  cube.addEventListener('disconnect', () => disconnected++);
  return { moves, states, disconnected: () => disconnected };
}

const GAN4 = [
  '00000010-0000-fff7-fff6-fff5fff4fff0',
  '0000fff6-0000-1000-8000-00805f9b34fb',
  '0000fff5-0000-1000-8000-00805f9b34fb',
] as const;
const MOYU = [
  '0783b03e-7735-b5a0-1760-a305d2795cb0',
  '0783b03e-7735-b5a0-1760-a305d2795cb1',
  '0783b03e-7735-b5a0-1760-a305d2795cb2',
] as const;
const QIYI = [
  '0000fff0-0000-1000-8000-00805f9b34fb',
  '0000fff6-0000-1000-8000-00805f9b34fb',
  '0000fff6-0000-1000-8000-00805f9b34fb',
] as const;

describe('connectSmartCube', () => {
  it('says which browsers have Web Bluetooth when this one has none', async () => {
    vi.stubGlobal('navigator', {});
    const e = await connectSmartCube({ core }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(SmartCubeError);
    expect((e as SmartCubeError).code).toBe('unsupported');
    expect((e as Error).message).toMatch(/Chrome, Edge or Opera/);
  });

  it('GAN Gen4: the chooser, the MAC from the advertisement, 20 turns live, markSolved, disconnect', async () => {
    const MAC = '12:34:56:78:9A:BC';
    const start = await stateAfter("B2 L' U");
    const gan = new FakeGan(core, 4, start, MAC);
    const device = new FakeDevice('gan-1', 'GAN12uiM_9ABC', ...GAN4, gan);
    const adv = new Uint8Array(9);
    macOf(MAC).forEach((b, i) => {
      adv[8 - i] = b;
    });
    device.advertisement = new Map([[0x0101, new DataView(adv.buffer)]]);
    const { bluetooth, asked } = fakeBluetooth(device);
    vi.stubGlobal('navigator', { bluetooth });
    vi.stubGlobal('localStorage', memoryStorage());

    const cube = await connectSmartCube({ core });
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(asked[0])).toContain('"namePrefix":"GAN"');
    expect(JSON.stringify(asked[0])).toContain(GAN4[0]);
    expect(cube.facelets).toBe(start);
    expect(cube.model).toBe('GAN (Gen4)');
    expect(cube.mac).toBe(MAC);
    const log = record(cube);
    const turns = randomTurns(20, 99);
    for (const t of turns) device.notify(await gan.turn(t));
    await until(() => log.moves.length === 20);
    expect(log.moves.map((m) => m.move)).toEqual(turns);
    expect(cube.facelets).toBe(gan.facelets);
    expect(log.moves.every((m) => Number.isFinite(m.timestamp))).toBe(true);

    await cube.markSolved();
    expect(cube.facelets).toBe(SOLVED3);
    expect(log.states.at(-1)?.reason).toBe('solved');
    await until(() => gan.resets === 1);

    cube.disconnect();
    expect(log.disconnected()).toBe(1);
    expect(device.gatt.connected).toBe(false);
  });

  it('MoYu32: a wrong MAC from the name gets no answer, the app is asked, the right one cached for next time', async () => {
    const MAC = 'CF:30:16:00:77:01';
    const moyu = new FakeMoYu(core, await stateAfter('R U'), MAC);
    const device = new FakeDevice('moyu-1', 'WCU_MY32_7700', ...MOYU, moyu);
    const storage = memoryStorage();
    vi.stubGlobal('navigator', { bluetooth: fakeBluetooth(device).bluetooth });
    vi.stubGlobal('localStorage', storage);
    const asked: string[][] = [];
    const cube = await connectSmartCube({
      core,
      device,
      timeout: 200,
      mac: (r) => {
        asked.push(r.tried);
        expect(r.help).toMatch(/bluetooth-internals/);
        return MAC;
      },
    });
    expect(asked).toEqual([['CF:30:16:00:77:00']]);
    expect(cube.facelets).toBe(moyu.facelets);
    expect([...storage.map.values()]).toEqual([MAC]);
    cube.disconnect();

    // Next time: the cached address first, nobody asked.
    const again = await connectSmartCube({ core, device, mac: () => Promise.reject(new Error('not asked')) });
    expect(again.mac).toBe(MAC);
    again.disconnect();
  });

  it('QiYi: silence after a hello with a wrong MAC moves on; no address at all is a clear error', async () => {
    const MAC = 'CC:A3:00:00:12:AB';
    const qiyi = new FakeQiYi(core, SOLVED3, MAC);
    const device = new FakeDevice('qiyi-1', 'QY-QYSC-S-12AC', ...QIYI, qiyi);
    vi.stubGlobal('navigator', { bluetooth: fakeBluetooth(device).bluetooth });
    vi.stubGlobal('localStorage', memoryStorage());
    const cube = await connectSmartCube({ core, device, timeout: 150, mac: () => MAC });
    expect(cube.facelets).toBe(SOLVED3);
    const log = record(cube);
    device.notify(await qiyi.turn("R'"));
    await until(() => log.moves.length === 1);
    expect(log.moves[0].move).toBe("R'");
    cube.disconnect();

    const other = new FakeDevice('qiyi-2', 'QY-QYSC-S-0000', ...QIYI, new FakeQiYi(core, SOLVED3, MAC));
    const e = await connectSmartCube({ core, device: other, timeout: 100, mac: () => null }).catch((x: unknown) => x);
    expect((e as SmartCubeError).code).toBe('mac');
    expect((e as Error).message).toMatch(/tried CC:A3:00:00:00:00.*bluetooth-internals/);
    expect(other.gatt.connected).toBe(false);
  });

  it('resyncs when a state read disagrees, and an aborted signal stops the connection', async () => {
    const gan = new FakeGan(core, 2, SOLVED3, '01:02:03:04:05:06');
    const device = new FakeDevice(
      'gan-2',
      'GAN-1234',
      '6e400001-b5a3-f393-e0a9-e50e24dc4179',
      '28be4cb6-cd67-11e9-a32f-2a2ae2dbcce4',
      '28be4a4a-cd67-11e9-a32f-2a2ae2dbcce4',
      gan,
    );
    vi.stubGlobal('localStorage', memoryStorage());
    const cube = await connectSmartCube({ core, device, mac: () => '01:02:03:04:05:06' });
    const log = record(cube);
    gan.facelets = await core.play(gan.facelets, 'F2'); // turned unheard
    cube.checkState();
    await until(() => log.states.length === 1);
    expect(log.states[0]).toMatchObject({ facelets: gan.facelets, reason: 'resync' });
    cube.disconnect();

    const stop = new AbortController();
    stop.abort();
    await expect(connectSmartCube({ core, device, signal: stop.signal })).rejects.toThrow();
  });
});

describe('aheadCore', () => {
  it('answers a face turn from the looked-ahead state without asking the core again, and other plays by asking', async () => {
    const counted = await testCore();
    const ahead = aheadCore(counted);
    const start = await stateAfter("R U'");
    const before = counted.calls;
    ahead.lookAhead?.(start);
    const asked = counted.calls;
    expect(asked).toBe(before + 1); // one question for the 18 states
    expect(await ahead.play(start, "F'")).toBe(await stateAfter("R U' F'"));
    expect(await ahead.play(start, 'B2')).toBe(await stateAfter("R U' B2"));
    expect(counted.calls).toBe(asked);
    expect(await ahead.play(start, 'R U')).toBe(await stateAfter("R U' R U"));
    expect(await ahead.play(SOLVED3, 'F')).toBe(await stateAfter('F'));
    expect(counted.calls).toBe(asked + 2);
    // Every face turn's state is the core's own answer for it.
    for (const m of "U U' U2 R R' R2 F F' F2 D D' D2 L L' L2 B B' B2".split(' '))
      expect(await ahead.play(start, m)).toBe(await stateAfter(`R U' ${m}`));
    expect(counted.calls).toBe(asked + 2);
  });
});
