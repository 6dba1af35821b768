// The "Embed" button: a dialog with the snippets that put the current cube and
// solution into another page — the widget's script tag + <cube-player>, or an iframe
// of /embed — each with a Copy button; the common options (size, controls, speed, the
// colours) as choices, and a live preview: the iframe snippet itself, its height the
// player's (embed-frame.ts). The values are the share link's (share.ts), under the
// widget's attribute names; they are escaped for HTML, never interpreted.
import { t } from '../i18n/messages';
import { controlsRoom } from '../share/embed-frame';
import { linkTail, type ShareParams } from '../share/share';

export interface Snippets {
  script: string;
  iframe: string;
  /** The iframe's address (the preview shows it). */
  frame: string;
}

/** The choices of the dialog, in the widget's terms. */
export interface EmbedOptions {
  size: number; // px, the player's width
  controls: 'bar' | 'full' | 'none';
  tempo: number; // 1 is normal
  /** The page's colour scheme (else the standard one). */
  pageColours: boolean;
  /** The iframe's height: the player's at that width (the stage and its controls). */
  height: number;
}

export const DEFAULT_OPTIONS: EmbedOptions = {
  size: 300,
  controls: 'bar',
  tempo: 1,
  pageColours: true,
  height: 300 + controlsRoom('bar'),
};

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the page shows: the share link's values and, for the cubes, the look in the widget's own terms. */
export type EmbedParams = ShareParams & { look?: { colors?: string; orientation?: string } };

/**
 * The widget's attributes for what the page shows: the solution as `alg`, else
 * `solve`; the cubes' colour scheme (when chosen) and how the cube is held; the
 * controls and the speed chosen; the language a link gave the page.
 */
export function embedAttributes(p: EmbedParams, o: EmbedOptions = DEFAULT_OPTIONS): [string, string][] {
  const attrs: [string, string][] = [];
  if (p.puzzle && p.puzzle !== '3x3x3') attrs.push(['puzzle', p.puzzle]);
  if (p.look?.colors && o.pageColours) attrs.push(['colors', p.look.colors]);
  if (p.look?.orientation) attrs.push(['orientation', p.look.orientation]);
  if (p.state) attrs.push(['state', p.state]);
  if (p.scramble) attrs.push(['scramble', p.scramble]);
  if (p.alg) attrs.push(['alg', p.alg]);
  else if (p.solver && !p.goal && !p.moves) attrs.push(['solve', p.solver]);
  attrs.push(['controls', o.controls]);
  if (o.tempo !== 1) attrs.push(['tempo', String(o.tempo)]);
  // The page's language when its link names one: the player speaks it too (its lang, the frame's ?lang).
  if (p.lang) attrs.push(['lang', p.lang]);
  return attrs;
}

/** The two snippets; `site` is where this page is served ("https://host/path/"). */
export function embedSnippets(p: EmbedParams, site: string, o: EmbedOptions = DEFAULT_OPTIONS): Snippets {
  const attrs = embedAttributes(p, o);
  const script = new URL('widget/cube-player.js', site).href;
  const sized: [string, string][] = [...attrs, ['size', String(o.size)]];
  const element = `<cube-player${sized.map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join('')}></cube-player>`;
  // A long state or alg goes in the fragment: the server never sees it (share.ts).
  const tail = linkTail(attrs, (name) => name === 'state' || name === 'scramble' || name === 'alg');
  const frame = new URL(`embed${tail}`, site).href;
  return {
    script: `<script type="module" src="${escapeHtml(script)}"></script>\n${element}`,
    iframe: `<iframe src="${escapeHtml(frame)}" width="${o.size}" height="${o.height}" style="border:0" title="Cube player" loading="lazy"></iframe>`,
    frame,
  };
}

/** A labelled select of the dialog's choices. */
function choice(label: string, testid: string, values: [string, string][], chosen: string): HTMLLabelElement {
  const wrap = document.createElement('label');
  wrap.className = 'embed-choice';
  const select = document.createElement('select');
  select.dataset.testid = testid;
  select.append(...values.map(([value, text]) => new Option(text, value, value === chosen, value === chosen)));
  wrap.append(label, select);
  return wrap;
}

/**
 * Makes the Embed dialog (share-link.ts fetches this module on the first click of the
 * Embed button: it is not on the page's first load); answers the function that opens it
 * with the snippets of `params()`.
 */
export function embedDialog(
  params: () => EmbedParams,
  copy: (text: string, button: HTMLButtonElement) => Promise<void>,
): () => void {
  const dialog = document.createElement('dialog');
  dialog.className = 'embed-dialog';
  dialog.setAttribute('aria-labelledby', 'embed-title');
  dialog.setAttribute('data-testid', 'embed-dialog');
  const title = document.createElement('h2');
  title.id = 'embed-title';
  title.textContent = t('share.embedTitle');
  const options = { ...DEFAULT_OPTIONS };
  const choices = document.createElement('div');
  choices.className = 'embed-choices';
  const size = choice(
    t('share.size'),
    'embed-size',
    [
      ['200', t('share.small')],
      ['300', t('share.medium')],
      ['400', t('share.large')],
    ],
    '300',
  );
  const controls = choice(
    t('share.controls'),
    'embed-controls',
    [
      ['bar', t('share.bar')],
      ['full', t('share.full')],
      ['none', t('share.noControls')],
    ],
    'bar',
  );
  const tempo = choice(
    t('share.speed'),
    'embed-speed',
    [
      ['0.5', t('share.slow')],
      ['1', t('share.normal')],
      ['2', t('share.fast')],
    ],
    '1',
  );
  const colours = choice(
    t('share.colours'),
    'embed-colours',
    [
      ['page', t('share.asPage')],
      ['standard', t('share.standard')],
    ],
    'page',
  );
  choices.append(size, controls, tempo, colours);
  const fields = (['script', 'iframe'] as const).map((kind) => {
    const label = document.createElement('label');
    label.textContent = t(kind === 'script' ? 'share.script' : 'share.iframe');
    const text = document.createElement('textarea');
    text.className = 'mono';
    text.readOnly = true;
    text.rows = kind === 'script' ? 4 : 3;
    text.setAttribute('data-testid', `embed-${kind}`);
    label.append(text);
    const copyButton = document.createElement('button');
    copyButton.type = 'button';
    copyButton.textContent = t('inputs.copy');
    copyButton.setAttribute('data-testid', `copy-embed-${kind}`);
    copyButton.addEventListener('click', () => void copy(text.value, copyButton));
    const row = document.createElement('div');
    row.className = 'copy-row';
    row.append(label, copyButton);
    return { kind, text, row };
  });
  const preview = document.createElement('iframe');
  preview.className = 'embed-preview';
  preview.title = t('share.preview');
  preview.dataset.testid = 'embed-preview';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = t('share.close');
  close.addEventListener('click', () => dialog.close());
  // The preview joins the dialog when first opened, its address set: an empty frame
  // (about:blank) would load with the page for nothing.
  dialog.append(title, choices, ...fields.map((f) => f.row), close);
  document.body.append(dialog);

  let shown: EmbedParams = {};
  const render = (reload: boolean) => {
    const site = new URL(import.meta.env.BASE_URL, location.href).href;
    const snippets = embedSnippets(shown, site, options);
    for (const f of fields) f.text.value = snippets[f.kind];
    preview.width = String(options.size);
    preview.height = String(options.height);
    if (reload) preview.src = snippets.frame;
  };
  const read = () => {
    const value = (l: HTMLLabelElement) => l.querySelector('select')!.value;
    options.size = Number(value(size));
    options.controls = value(controls) as EmbedOptions['controls'];
    options.tempo = Number(value(tempo));
    options.pageColours = value(colours) === 'page';
    options.height = options.size + controlsRoom(options.controls);
    render(true);
  };
  choices.addEventListener('change', read);
  return () => {
    shown = params();
    colours.hidden = !shown.look?.colors;
    read();
    if (!preview.isConnected) choices.after(preview);
    dialog.showModal();
  };
}
