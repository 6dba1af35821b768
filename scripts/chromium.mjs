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
  // Headless Chromium otherwise loads the omnibox popup's two WebUI pages (the popup
  // and its "AI mode" variant, chrome://omnibox-popup.top-chrome) into renderers of
  // their own for every new browser context: with them a context with about:blank
  // costs ~1.2 s of CPU, without them 0.3 s (Chromium 156 here). Chromium merges this
  // list with Playwright's own --disable-features.
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
