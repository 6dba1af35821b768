// The FMC panel's attempt in a share link: the `fmc` parameter, the steps in order as
// `name:moves`, joined by `;` (`?scramble=…&fmc=EO+fb:R+U+^(F+D);DR+ud:U+R2`). The
// scramble stays in `scramble`. A step's name is what the solver called it ("EO fb",
// "DR ud from fb"); its moves are text the core reads when the link is opened (the
// core's notation has neither `;` nor a `:` outside a conjugate, and a name never
// holds either, so the first `:` ends the name). Pure text handling, no notation.

export interface FmcLinkStep {
  name: string; // "EO fb"
  moves: string; // "R U ^(F D)", as the core printed it
}

/** Steps a link may carry: far more than any attempt (EO, DR, HTR, finish, a few more). */
export const MAX_FMC_STEPS = 30;

const NAME_BAD = /[:;\n\r\t]/g;

/** The attempt as the `fmc` parameter's value ('' for none). */
export function encodeFmcSteps(steps: readonly FmcLinkStep[]): string {
  return steps
    .map((s) => `${s.name.replace(NAME_BAD, ' ').trim() || 'step'}:${s.moves.replace(/[;\n\r]+/g, ' ').trim()}`)
    .join(';');
}

/**
 * The steps of an `fmc` value, with notes on what was dropped (empty parts, too many
 * steps). Moves are not checked here: the core reads them.
 */
export function decodeFmcSteps(value: string): { steps: FmcLinkStep[]; warnings: string[] } {
  const warnings: string[] = [];
  const steps: FmcLinkStep[] = [];
  const parts = value.split(';').map((p) => p.trim());
  for (const part of parts) {
    if (part === '') continue;
    if (steps.length === MAX_FMC_STEPS) {
      warnings.push(`The link's FMC attempt has more than ${MAX_FMC_STEPS} steps; the rest were ignored.`);
      break;
    }
    const colon = part.indexOf(':');
    const name = (colon >= 0 ? part.slice(0, colon) : '').replace(/\s+/g, ' ').trim() || 'step';
    steps.push({ name, moves: (colon >= 0 ? part.slice(colon + 1) : part).trim() });
  }
  return { steps, warnings };
}
