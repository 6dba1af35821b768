// The part of Web Bluetooth the transport uses, typed here (the package's declarations
// carry no @types/web-bluetooth): a browser's BluetoothDevice fits SmartCubeDevice.
export interface BleCharacteristic extends EventTarget {
  readonly value?: DataView | null;
  startNotifications(): Promise<unknown>;
  stopNotifications?(): Promise<unknown>;
  writeValue(value: BufferSource): Promise<void>;
  readValue(): Promise<DataView>;
}

export interface BleService {
  getCharacteristic(uuid: string): Promise<BleCharacteristic>;
}

export interface BleServer {
  readonly connected: boolean;
  connect(): Promise<BleServer>;
  disconnect(): void;
  getPrimaryService(uuid: string): Promise<BleService>;
}

/** A Bluetooth device the browser's chooser gave (navigator.bluetooth.requestDevice). */
export interface SmartCubeDevice extends EventTarget {
  readonly id: string;
  readonly name?: string | null;
  readonly gatt?: BleServer;
  /** Chrome's (behind a flag on some systems): the advertisement, where the MAC is. */
  watchAdvertisements?(options?: { signal?: AbortSignal }): Promise<void>;
}

export interface ChooserOptions {
  filters: { namePrefix: string }[];
  optionalServices: string[];
  optionalManufacturerData: number[];
}

export interface BluetoothLike {
  requestDevice(options: ChooserOptions): Promise<SmartCubeDevice>;
}

/** navigator.bluetooth, or null where the browser has none. */
export function webBluetooth(): BluetoothLike | null {
  const nav = (globalThis as { navigator?: { bluetooth?: BluetoothLike } }).navigator;
  return nav?.bluetooth ?? null;
}

export const NO_WEB_BLUETOOTH =
  'This browser has no Web Bluetooth: smart cubes connect in Chrome, Edge or Opera (desktop and Android) and in Bluefy on iOS; Firefox and Safari do not have it. A page served over http (not https or localhost) has none either.';
