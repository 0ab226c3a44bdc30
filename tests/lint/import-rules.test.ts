// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/**
 * Proof that the import rules run on TypeScript: files planted in src (removed afterwards) hold one module importing
 * another, a menu importing a component, a kit importing a module, the
 * engine importing a kit, one kit importing another, one module's demo backend importing another's or another module's
 * files, and the demo backend's core importing a module's; ESLint,
 * through its Node API with the project's own config, must report each.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const tag = `__lint_probe__${process.pid}`;

const probes = {
  crossModule: `src/modules/crm/${tag}_c.ts`,
  otherModule: `src/modules/hrd/${tag}_d.ts`,
  menu: `src/menus/${tag}_e.ts`,
  kitToModule: `src/kits/billing/${tag}_f.ts`,
  engineToKit: `src/engine/${tag}_g.ts`,
  kitToKit: `src/kits/${tag}_kit/${tag}_h.ts`,
  mockTarget: `src/mocks/hrd/${tag}_i.ts`,
  mockToMock: `src/mocks/crm/${tag}_j.ts`,
  mockCoreToMock: `src/mocks/core/${tag}_k.ts`,
  mockToCore: `src/mocks/pos/${tag}_l.ts`,
  mockToOtherModule: `src/mocks/crm/${tag}_m.ts`,
  mockToOwnModule: `src/mocks/hrd/${tag}_n.ts`,
} as const;

const sources: Record<keyof typeof probes, string> = {
  crossModule: `import { d } from '../hrd/${tag}_d';\nexport const c = d;\n`,
  otherModule: `export const d = 4;\n`,
  menu: `import { MenuIcon } from '../components/menu-icon';\nexport const e = MenuIcon;\n`,
  kitToModule: `import { d } from '../../modules/hrd/${tag}_d';\nexport const f = d;\n`,
  engineToKit: `import { f } from '../kits/billing/${tag}_f';\nexport const g = f;\n`,
  kitToKit: `import { f } from '../billing/${tag}_f';\nexport const h = f;\n`,
  mockTarget: `export const i = 9;\n`,
  mockToMock: `import { i } from '../hrd/${tag}_i';\nexport const j = i;\n`,
  mockCoreToMock: `import { i } from '../hrd/${tag}_i';\nexport const k = i;\n`,
  mockToCore: `import { serverToday } from '../core/server-dates';\nexport const l = serverToday;\n`,
  mockToOtherModule: `import { d } from '../../modules/hrd/${tag}_d';\nexport const m = d;\n`,
  mockToOwnModule: `import { d } from '../../modules/hrd/${tag}_d';\nexport const n = d;\n`,
};

function rulesOf(results: ESLint.LintResult[], file: string): Array<string | null> {
  const result = results.find((candidate) => candidate.filePath.endsWith(file));
  return result ? result.messages.map((message) => message.ruleId) : [];
}

describe('the import rules', () => {
  it('report a module importing another module, a menu importing a component, a kit out of its layer, and one demo backend folder importing another or another module', async () => {
    try {
      mkdirSync(`${root}/src/kits/${tag}_kit`, { recursive: true });
      for (const [name, path] of Object.entries(probes))
        writeFileSync(`${root}/${path}`, sources[name as keyof typeof probes]);
      const eslint = new ESLint({ cwd: root });
      const results = await eslint.lintFiles(Object.values(probes));
      expect(rulesOf(results, probes.crossModule)).toEqual(['import-x/no-restricted-paths']);
      expect(rulesOf(results, probes.otherModule)).toEqual([]);
      expect(rulesOf(results, probes.menu)).toEqual(['import-x/no-restricted-paths']);
      expect(rulesOf(results, probes.kitToModule)).toEqual(['import-x/no-restricted-paths']);
      expect(rulesOf(results, probes.engineToKit)).toEqual(['import-x/no-restricted-paths']);
      expect(rulesOf(results, probes.kitToKit)).toEqual(['import-x/no-restricted-paths']);
      expect(rulesOf(results, probes.mockToMock)).toEqual(['import-x/no-restricted-paths']);
      expect(rulesOf(results, probes.mockCoreToMock)).toEqual(['import-x/no-restricted-paths']);
      expect(rulesOf(results, probes.mockToCore)).toEqual([]);
      expect(rulesOf(results, probes.mockToOtherModule)).toEqual(['import-x/no-restricted-paths']);
      expect(rulesOf(results, probes.mockToOwnModule)).toEqual([]);
    } finally {
      for (const path of Object.values(probes)) rmSync(`${root}/${path}`, { force: true });
      rmSync(`${root}/src/kits/${tag}_kit`, { recursive: true, force: true });
    }
  });
});
