// Accessibility: every control reachable with Tab and showing where the focus is;
// reduced motion steps instead of animating; dark mode follows the system (a phone-sized
// screen with no sideways scrolling and every control usable: phone.spec.ts).
// One page for the spec (a page load costs ~1 CPU-s in SwiftShader): the system settings
// the tests need are emulated in it.
import { expect, type Page, test } from '@playwright/test';

import { open, SOLVED3, sharePage } from './helpers';

let page: Page;
sharePage((shared) => {
  page = shared;
});

/** Tabs through the page; returns each focused control and whether its focus is drawn. */
async function tabThrough(page: Page, presses: number): Promise<{ id: string; visible: boolean }[]> {
  const seen: { id: string; visible: boolean }[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    seen.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return { id: 'body', visible: true };
        // A segmented radio draws its focus on the label text next to it.
        const drawn = el.matches('.segmented input') ? (el.nextElementSibling as HTMLElement) : el;
        const s = getComputedStyle(drawn);
        // An outline, or (text fields) a focus ring drawn as a shadow.
        const visible =
          (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) ||
          (el.matches('textarea, input[type="text"]') && s.boxShadow !== 'none');
        const id = el.dataset.testid ?? el.id ?? el.tagName;
        return { id: id || `${el.tagName}:${el.textContent?.trim().slice(0, 20)}`, visible };
      }),
    );
  }
  return seen;
}

test('dark mode follows the system setting; every control is reached with Tab and shows a visible focus', async () => {
  /** The body's luminance, the system set to `colorScheme`. */
  const background = async (colorScheme: 'dark' | 'light') => {
    await page.emulateMedia({ colorScheme });
    const rgb = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  // Opened dark; then the system switches to light, and the open page follows.
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '?scramble=R+U');
  expect(await background('dark')).toBeLessThan(0.2);
  expect(await background('light')).toBeGreaterThan(0.8);
  await page.emulateMedia({ colorScheme: null });

  // Every control reached with Tab, in the same page (a load costs ~1.5-3 CPU-s).
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const seen = await tabThrough(page, 80);
  const ids = new Set(seen.map((s) => s.id));
  for (const id of [
    'view-both',
    'to-start',
    'play',
    'speed',
    'scrub',
    'move-chip',
    'scramble-input',
    'facelets-input',
    'solver-select',
    'copy-link',
    'random-state',
    'clear-tables',
    'puzzle-3x3x3',
  ]) {
    expect(ids.has(id), `${id} reached by Tab (saw ${[...ids].join(', ')})`).toBe(true);
  }
  const hidden = seen.filter((s) => !s.visible && s.id !== 'body');
  expect(hidden, 'controls whose focus is not drawn').toEqual([]);
});

test('reduced motion: a step shows the next state at once, never an animated turn', async () => {
  /**
   * The play button's states seen while stepping one move at a quarter speed with the
   * setting (read at each step: changed while the page is open, it counts at once; so the
   * second call goes on in the page the first opened, a load costing ~1 CPU-s).
   */
  const stepStates = async (reducedMotion: 'reduce' | 'no-preference') => {
    await page.emulateMedia({ reducedMotion });
    if (reducedMotion === 'reduce') await open(page, '?scramble=R+U+F');
    await page.getByTestId('speed').fill('0.25');
    await page.getByTestId('to-start').click();
    await expect(page.getByTestId('view-facelets')).toHaveText(SOLVED3);
    await page.evaluate(() => {
      const play = document.querySelector<HTMLElement>('[data-testid="play"]')!;
      const w = window as unknown as { states: string[] };
      w.states = [];
      new MutationObserver(() => w.states.push(play.dataset.state ?? '')).observe(play, {
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
    await page.getByTestId('step-forward').click();
    await expect(page.getByTestId('progress')).toHaveText('1 / 3', { timeout: 20_000 });
    await expect(page.getByTestId('announce')).toHaveText('Move 1 of 3: R.');
    await expect(page.getByTestId('view-facelets')).not.toHaveText(SOLVED3);
    return page.evaluate(() => (window as unknown as { states: string[] }).states);
  };
  expect(await stepStates('reduce')).not.toContain('playing');
  // Without the setting, the same step is an animated turn.
  expect(await stepStates('no-preference')).toContain('playing');
  await page.emulateMedia({ reducedMotion: null });
});
