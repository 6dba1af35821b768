// The solver table's words (a solver's title, its help, its goal hint, a goal preset's
// title) in the page's language: the core sends each as English and as a code of its
// messages (wasm/core/message_catalog.cpp's "solver table" block), formatted here.

import { formatCoreMessage } from '../i18n/core';
import type { GoalPreset, SolverInfo, TableChoiceInfo } from '../worker/api';

/** "Two-phase (≤ 20 moves)" in the page's language. */
export function solverTitle(info: SolverInfo): string {
  return formatCoreMessage({ message: info.title, text: info.titleText });
}

/** The solver's paragraph of help. */
export function solverHelp(info: SolverInfo): string {
  return formatCoreMessage({ message: info.help, text: info.helpText });
}

/** The line under the goal field: what a goal may be for this solver. */
export function goalHint(info: SolverInfo): string {
  return formatCoreMessage({ message: info.goalHint, text: info.goalHintText });
}

/** "Cross", "Extended cross (cross + one F2L pair)". */
export function presetTitle(preset: GoalPreset): string {
  return formatCoreMessage({ message: preset.title, text: preset.titleText });
}

/** A table choice's name ("Small"), its menu label and its expected speed, in the page's language. */
export function tableTitle(c: TableChoiceInfo): string {
  return formatCoreMessage({ message: c.title, text: c.titleText });
}

export function tableLabel(c: TableChoiceInfo): string {
  return formatCoreMessage({ message: c.label, text: c.labelText });
}

export function tableExpect(c: TableChoiceInfo): string {
  return formatCoreMessage({ message: c.expect, text: c.expectText });
}

/** How its speed was measured (the hover text of its line). */
export function tableMeasured(c: TableChoiceInfo): string {
  return formatCoreMessage({ message: c.measured, text: c.measuredText });
}

/** The name inside a sentence ("the large table", "Tabelle groß"): the title in lower case. */
export function tableName(c: TableChoiceInfo): string {
  return tableTitle(c).toLocaleLowerCase();
}
