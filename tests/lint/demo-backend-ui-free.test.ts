// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { uiImportsFrom } from './ui-reach';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The demo backend stands for a server: of the client it reads only pure files (rules, shapes, endpoints,
 * declarations), never a screen, a hook, a store or the API client, even through a file that looks pure.
 */
describe('the demo backend', () => {
  it('imports nothing of the client that loads React, the router, the stores or the API client', () => {
    // Its test helpers (src/mocks/testing) run in the tests, beside the client, and may call through it.
    expect(uiImportsFrom(join(root, 'src/mocks'), root, [join(root, 'src/mocks/testing')])).toEqual([]);
  });

  it('is caught reaching a hook through a pure-looking file, and a component, but not through import type', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ui-reach-'));
    try {
      mkdirSync(join(dir, 'mocks'));
      mkdirSync(join(dir, 'client'));
      writeFileSync(
        join(dir, 'client', 'hook.ts'),
        "import { useState } from 'react';\nexport const use = useState;\n",
      );
      writeFileSync(
        join(dir, 'client', 'api.ts'),
        "import { use } from './hook';\nexport const URL = 'x';\nvoid use;\n",
      );
      writeFileSync(join(dir, 'client', 'view.tsx'), 'export const View = () => null;\n');
      writeFileSync(
        join(dir, 'client', 'types.ts'),
        "import type { use } from './hook';\nexport type T = typeof use;\n",
      );
      writeFileSync(join(dir, 'mocks', 'a.ts'), "import { URL } from '../client/api';\nexport const a = URL;\n");
      writeFileSync(join(dir, 'mocks', 'b.ts'), "import { View } from '../client/view';\nexport const b = View;\n");
      writeFileSync(join(dir, 'mocks', 'c.ts'), "import type { T } from '../client/types';\nexport type C = T;\n");
      writeFileSync(join(dir, 'mocks', 'd.ts'), "import { type T } from '../client/hook';\nexport type D = T;\n");
      expect(uiImportsFrom(join(dir, 'mocks'), dir)).toEqual([
        'mocks/a.ts → client/api.ts (hook.ts: imports react)',
        'mocks/b.ts → client/view.tsx (a component file)',
        'mocks/d.ts → client/hook.ts (imports react)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
