// The smart cube panel's modules as one chunk, fetched when the panel first opens
// (sticker-tools.ts): the panel, its host over the page, the move follower, and through
// them web/smartcube (the protocols, the AES cipher).

export { MoveFollower } from './move-follower';
export { smartCubeHost } from './smart-cube-host';
export { pageSmartCubeCore, SmartCubePanel } from './smart-cube-panel';
