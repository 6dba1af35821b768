// The FMC panel's typed step: a step's moves typed by hand ("R U ^(F D)", or as FMC
// players write it, "R U (F D)": plain parentheses are the inverse side here), read by
// the core as they are typed; what it cannot read is said with the core's words, which
// name the column (an unclosed "^(" or "(" among them).

import { formatCoreMessage } from '../i18n/core';
import { byId } from './dom';
import type { PageParts } from './page-parts';

export class FmcTypedStep {
  /** Enter or Add with moves the core reads: the moves as typed. */
  onAdd: ((moves: string) => void) | null = null;

  private readonly el = {
    input: byId<HTMLInputElement>('fmc-own'),
    add: byId<HTMLButtonElement>('fmc-own-add'),
    error: byId('fmc-own-error'),
  };

  constructor(private readonly page: PageParts) {
    this.el.input.addEventListener('input', () => void this.check());
    this.el.input.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      void this.add();
    });
    this.el.add.addEventListener('click', () => void this.add());
  }

  set disabled(off: boolean) {
    this.el.add.disabled = off;
  }

  clear(): void {
    this.el.input.value = '';
  }

  /** Whether the core reads the moves typed (its message shown when not). */
  private async check(): Promise<boolean> {
    const text = this.el.input.value;
    if (text.trim() === '') {
      this.el.error.textContent = '';
      this.el.input.removeAttribute('aria-invalid');
      return false;
    }
    const split = await this.page.core().nissSplit(text, true);
    if (text !== this.el.input.value) return false;
    // The core's message names the column ("column 7: expected ')' to close …").
    this.el.error.textContent = split.ok ? '' : formatCoreMessage(split.error);
    this.el.input.setAttribute('aria-invalid', String(!split.ok));
    return split.ok;
  }

  private async add(): Promise<void> {
    if (this.el.add.disabled || !(await this.check())) return;
    this.onAdd?.(this.el.input.value);
  }
}
