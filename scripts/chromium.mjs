// How every test and benchmark here starts Chromium: Debian's browser (never a
// downloaded one), headless, WebGL drawn on the CPU by SwiftShader.
export const CHROMIUM_PATH = '/usr/bin/chromium';
// Debian's old headless shell (package chromium-headless-shell, the same version): the
// same Blink, V8 and SwiftShader without the browser's own layer (its UI, profile
// services, the omnibox's WebUI), as Playwright runs headless tests by default. The
// end-to-end specs whose subject is the page run in it: the suite 544 -> 488 CPU-s, a
// tenth (docs/BENCHMARKS.md, "The headless shell"). The specs whose subject is the
// browser's own (a service worker's install, the camera's permission, the first load,
// downloads) and the consumer projects keep CHROMIUM_PATH.
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

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
  // Headless Chromium otherwise loads the omnibox popup's two WebUI pages (the popup
  // and its "AI mode" variant, chrome://omnibox-popup.top-chrome) into renderers of
  // their own for every new browser context: with them a context with about:blank
  // costs ~1.2 s of CPU, without them 0.3 s (Chromium 156 here). Chromium merges this
  // list with Playwright's own --disable-features.
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
