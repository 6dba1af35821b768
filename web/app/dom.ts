// The page's elements (index.html), found by id or test id; a missing one is a bug in
// the page and says so at once.

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
}

export function byTestId<T extends HTMLElement = HTMLElement>(id: string): T {
  return document.querySelector<T>(`[data-testid="${id}"]`)!;
}

/** The radio buttons of group `name`. */
export function radios(name: string): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)];
}
