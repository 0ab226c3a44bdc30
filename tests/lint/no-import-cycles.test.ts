// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles, importGraph } from './import-graph';

const src = fileURLToPath(new URL('../../src', import.meta.url));
const tests = fileURLToPath(new URL('..', import.meta.url));

describe('import cycles, type-only imports included', () => {
  it('finds none in src', () => {
    expect(importCycles(importGraph(src))).toEqual([]);
  });

  it("finds none among the tests' helpers and steps", () => {
    expect(importCycles(importGraph(tests))).toEqual([]);
  });

  it('finds a cycle made only of `import type`, a longer one through a re-export, and one through a lazy import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    try {
      mkdirSync(join(dir, 'deep'));
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b: B }\n");
      writeFileSync(join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
      writeFileSync(join(dir, 'c.ts'), "export { d } from './deep/d';\n");
      writeFileSync(join(dir, 'deep', 'd.ts'), "import { e } from '../e';\nexport const d = e;\n");
      writeFileSync(join(dir, 'e.ts'), "import type {} from './c';\nexport const e = 1;\n");
      writeFileSync(join(dir, 'f.ts'), "import { e } from './e';\nexport const f = e;\n");
      writeFileSync(join(dir, 'g.tsx'), "export const g = () => import('./h');\n");
      writeFileSync(join(dir, 'h.ts'), "import { g } from './g';\nexport const h = g;\n");
      expect(importCycles(importGraph(dir))).toEqual([
        ['a.ts', 'b.ts'],
        ['c.ts', 'deep/d.ts', 'e.ts'],
        ['g.tsx', 'h.ts'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
