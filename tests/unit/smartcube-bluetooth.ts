// A fake of the standard Web Bluetooth surface (navigator.bluetooth.requestDevice, the
// device's GATT server, services, characteristics, notifications, writeValue,
// watchAdvertisements' advertisementreceived), with a fake cube behind it that answers
// what is written and can notify packets. For the API's tests in Vitest (the page's in
// Chromium install the same shape).
export interface CubeBehind {
  respond(written: Uint8Array): Uint8Array[];
}

export class FakeCharacteristic extends EventTarget {
  value: DataView | null = null;
  notifying = false;
  readonly writes: Uint8Array[] = [];
  constructor(
    readonly uuid: string,
    private readonly device: FakeDevice,
    /** Where the answers to what is written here are notified. */
    private readonly answersOn = device.notifyUuid,
  ) {
    super();
  }
  async startNotifications() {
    this.notifying = true;
    return this;
  }
  async stopNotifications() {
    this.notifying = false;
    return this;
  }
  async writeValue(v: BufferSource) {
    if (!this.device.gatt.connected) throw new DOMException('GATT Server is disconnected.', 'NetworkError');
    const bytes = new Uint8Array(ArrayBuffer.isView(v) ? v.buffer.slice(v.byteOffset, v.byteOffset + v.byteLength) : v);
    this.writes.push(bytes);
    for (const reply of this.device.cube.respond(bytes)) setTimeout(() => this.device.notify(reply, this.answersOn), 1);
  }
  async readValue(): Promise<DataView> {
    const r = this.device.cube.respond(new Uint8Array(0));
    return new DataView((r[0] ?? new Uint8Array(0)).slice().buffer);
  }
}

export class FakeServer {
  connected = false;
  constructor(private readonly device: FakeDevice) {}
  async connect() {
    this.connected = true;
    return this;
  }
  disconnect() {
    if (!this.connected) return;
    this.connected = false;
    this.device.dispatchEvent(new Event('gattserverdisconnected'));
  }
  async getPrimaryService(uuid: string) {
    if (!this.connected) throw new DOMException('GATT Server is disconnected.', 'NetworkError');
    const own = this.device.services.get(uuid);
    if (!own) throw new DOMException(`No Services matching UUID ${uuid} found in Device.`, 'NotFoundError');
    return {
      getCharacteristic: async (c: string) => {
        const found = own.includes(c) ? this.device.characteristics.get(c) : undefined;
        if (!found) throw new DOMException(`No Characteristics matching UUID ${c}`, 'NotFoundError');
        return found;
      },
    };
  }
}

export class FakeDevice extends EventTarget {
  readonly gatt = new FakeServer(this);
  readonly characteristics = new Map<string, FakeCharacteristic>();
  /** Set: the device has watchAdvertisements and advertises this manufacturer data. */
  advertisement?: Map<number, DataView>;
  constructor(
    readonly id: string,
    readonly name: string,
    readonly service: string,
    readonly notifyUuid: string,
    writeUuid: string | undefined,
    public cube: CubeBehind,
  ) {
    super();
    this.characteristics.set(notifyUuid, new FakeCharacteristic(notifyUuid, this));
    if (writeUuid) this.characteristics.set(writeUuid, new FakeCharacteristic(writeUuid, this));
    this.services.set(service, writeUuid ? [notifyUuid, writeUuid] : [notifyUuid]);
  }
  /** The characteristics' uuids of each service. */
  readonly services = new Map<string, string[]>();
  /** A second service whose writes are answered on its own `notifyUuid` (Giiker's commands). */
  addService(uuid: string, notifyUuid: string, writeUuid: string): this {
    this.characteristics.set(notifyUuid, new FakeCharacteristic(notifyUuid, this));
    this.characteristics.set(writeUuid, new FakeCharacteristic(writeUuid, this, notifyUuid));
    this.services.set(uuid, [notifyUuid, writeUuid]);
    return this;
  }
  get watchAdvertisements() {
    if (!this.advertisement) return undefined;
    return async () => {
      setTimeout(() => {
        const e = new Event('advertisementreceived') as Event & { manufacturerData?: Map<number, DataView> };
        e.manufacturerData = this.advertisement;
        this.dispatchEvent(e);
      }, 5);
    };
  }
  /** The cube sends a packet (if notifications are on), on the cube's notify characteristic or another. */
  notify(packet: Uint8Array, on = this.notifyUuid) {
    const c = this.characteristics.get(on) as FakeCharacteristic;
    if (!c.notifying || !this.gatt.connected) return;
    c.value = new DataView(packet.slice().buffer);
    c.dispatchEvent(new Event('characteristicvaluechanged'));
  }
  written(): Uint8Array[] {
    return [...this.characteristics.values()].flatMap((c) => c.writes);
  }
}

/** navigator.bluetooth whose chooser returns `device` (and records what it was asked). */
export function fakeBluetooth(device: FakeDevice) {
  const asked: unknown[] = [];
  return {
    asked,
    bluetooth: {
      requestDevice: async (options: unknown) => {
        asked.push(options);
        return device;
      },
    },
  };
}
