// The package's type declarations as a project gets them: the package packed and
// unpacked into build/widget-vite/node_modules (scripts/build-widget.sh), a file
// importing 'cubesolver/widget' and 'cubesolver' type-checked there by the TypeScript
// compiler.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const project = resolve('build/widget-vite');
const types = join(project, 'node_modules/cubesolver/dist/widget/types');

function diagnostics(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Every .d.ts under dir. */
function declarations(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.d.ts'))
    .map((f) => join(dir, f));
}

describe('type declarations (packed package)', () => {
  it('are in the package, one file per entry, and import nothing', () => {
    for (const entry of ['widget', 'cubesolver']) {
      expect(existsSync(join(types, `${entry}.d.ts`)), `${types}/${entry}.d.ts missing: run scripts/setup.sh`).toBe(
        true,
      );
    }
    const imports = declarations(types).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]),
    );
    // A project has only cubesolver installed: three, comlink or idb types would be
    // missing; and a relative import needs an extension under node16 resolution.
    expect(imports).toEqual([]);
  });

  it('type <cube-player>, its methods and its events, and the solver API', () => {
    expect(diagnostics(join(project, 'typed.ts'))).toEqual([]);
  });

  it('reject a wrong use', () => {
    const dir = mkdtempSync(join(project, 'wrong-'));
    try {
      const file = join(dir, 'wrong.ts');
      writeFileSync(
        file,
        [
          "import 'cubesolver/widget';",
          "const player = document.createElement('cube-player');",
          "player.jumpTo('3');",
          "player.addEventListener('move', (e) => e.detail.nope);",
          "import { solve } from 'cubesolver';",
          "void solve('R U', { puzzle: '4x4x4' });",
        ].join('\n'),
      );
      const found = diagnostics(file);
      expect(found).toHaveLength(3);
      expect(found[0]).toMatch(/'string' is not assignable to parameter of type 'number'/);
      expect(found[1]).toMatch(/'nope' does not exist/);
      expect(found[2]).toMatch(/'"4x4x4"' is not assignable/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
