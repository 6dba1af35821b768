// The consumer projects' servers, one port each from CONSUMERS_PORT (8090 unless set):
// the ten ports from there on are taken while the suite runs.
const BASE = Number(process.env.CONSUMERS_PORT ?? 8090);

export const PORT = {
  viteDev: BASE,
  vitePreview: BASE + 1,
  webpack: BASE + 2,
  scriptTag: BASE + 3,
  cdn: BASE + 4, // scriptTag + 1: the plain page loads the package from there
  vite7Dev: BASE + 5,
  vite6Dev: BASE + 6,
  rollup: BASE + 7,
  esbuild: BASE + 8,
  parcel: BASE + 9,
} as const;
