// The consumer projects' servers, one port each from CONSUMERS_PORT (8090 unless set):
// the ten ports from there on are taken while the suite runs.
const BASE = Number(process.env.CONSUMERS_PORT ?? 8090);

export const PORT = {
  viteDev: BASE,
  vitePreview: BASE + 1,
  // build/consumers/ as it is: the webpack, Rollup and esbuild projects' pages (each
  // loads its bundle by a relative URL), one server for the three.
  bundles: BASE + 2,
  scriptTag: BASE + 3,
  cdn: BASE + 4, // scriptTag + 1: the plain page loads the package from there
  vite7Dev: BASE + 5,
  vite6Dev: BASE + 6,
  vite7Preview: BASE + 7,
  vite6Preview: BASE + 8,
  parcel: BASE + 9, // its pages name their files from the root: a server of its own
} as const;
