// How every test and benchmark here starts Chromium: Debian's browser (never a
// downloaded one), headless, WebGL drawn on the CPU by SwiftShader.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  // Headless Chromium otherwise loads the omnibox popup's WebUI page into a renderer of
  // its own for every new browser context: ~0.75 s of CPU a context, half the cost of
  // opening our page. Chromium merges this list with Playwright's own --disable-features.
  '--disable-features=PreloadTopChromeWebUI',
];
