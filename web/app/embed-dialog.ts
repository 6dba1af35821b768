// The "Embed" button: a dialog with the snippets that put the current cube and
// solution into another page — the widget's script tag + <cube-player>, or an iframe
// of /embed — each with a Copy button. The values are the share link's (share.ts),
// under the widget's attribute names; they are escaped for HTML, never interpreted.
import { linkTail, type ShareParams } from '../share/share';

export interface Snippets {
  script: string;
  iframe: string;
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the page shows: the share link's values and, for the cubes, the look in the widget's own terms. */
export type EmbedParams = ShareParams & { look?: { colors?: string; orientation?: string } };

/**
 * The widget's attributes for what the page shows: the solution as `alg`, else
 * `solve`; the cubes' colour scheme and how the cube is held.
 */
export function embedAttributes(p: EmbedParams): [string, string][] {
  const attrs: [string, string][] = [];
  if (p.puzzle && p.puzzle !== '3x3x3') attrs.push(['puzzle', p.puzzle]);
  if (p.look?.colors) attrs.push(['colors', p.look.colors]);
  if (p.look?.orientation) attrs.push(['orientation', p.look.orientation]);
  if (p.state) attrs.push(['state', p.state]);
  if (p.scramble) attrs.push(['scramble', p.scramble]);
  if (p.alg) attrs.push(['alg', p.alg]);
  else if (p.solver && !p.goal && !p.moves) attrs.push(['solve', p.solver]);
  attrs.push(['controls', 'bar']);
  return attrs;
}

/** The two snippets; `site` is where this page is served ("https://host/path/"). */
export function embedSnippets(p: EmbedParams, site: string): Snippets {
  const attrs = embedAttributes(p);
  const script = new URL('widget/cube-player.js', site).href;
  const element = `<cube-player${attrs.map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join('')}></cube-player>`;
  // A long state or alg goes in the fragment: the server never sees it (share.ts).
  const tail = linkTail(attrs, (name) => name === 'state' || name === 'scramble' || name === 'alg');
  const frame = new URL(`embed${tail}`, site).href;
  return {
    script: `<script type="module" src="${escapeHtml(script)}"></script>\n${element}`,
    iframe: `<iframe src="${escapeHtml(frame)}" width="300" height="390" style="border:0" title="Cube player" loading="lazy"></iframe>`,
  };
}

/** Wires the Embed button: the dialog shows the snippets of `params()` when opened. */
export function setupEmbedDialog(
  button: HTMLButtonElement,
  params: () => EmbedParams,
  copy: (text: string, button: HTMLButtonElement) => Promise<void>,
): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'embed-dialog';
  dialog.setAttribute('aria-labelledby', 'embed-title');
  dialog.setAttribute('data-testid', 'embed-dialog');
  const title = document.createElement('h2');
  title.id = 'embed-title';
  title.textContent = 'Embed this cube';
  const fields = (['script', 'iframe'] as const).map((kind) => {
    const label = document.createElement('label');
    label.textContent = kind === 'script' ? 'Script + element (any page)' : 'Iframe (sites that allow no scripts)';
    const text = document.createElement('textarea');
    text.className = 'mono';
    text.readOnly = true;
    text.rows = kind === 'script' ? 4 : 3;
    text.setAttribute('data-testid', `embed-${kind}`);
    label.append(text);
    const copyButton = document.createElement('button');
    copyButton.type = 'button';
    copyButton.textContent = 'Copy';
    copyButton.setAttribute('data-testid', `copy-embed-${kind}`);
    copyButton.addEventListener('click', () => void copy(text.value, copyButton));
    const row = document.createElement('div');
    row.className = 'copy-row';
    row.append(label, copyButton);
    return { kind, text, row };
  });
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => dialog.close());
  dialog.append(title, ...fields.map((f) => f.row), close);
  document.body.append(dialog);

  button.addEventListener('click', () => {
    const site = new URL(import.meta.env.BASE_URL, location.href).href;
    const snippets = embedSnippets(params(), site);
    for (const f of fields) f.text.value = snippets[f.kind];
    dialog.showModal();
  });
}
