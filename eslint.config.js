import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One zone per module folder: a module never imports another module.
const modules = readdirSync(new URL('./src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleZones = modules.map((name) => ({
  target: `./src/modules/${name}`,
  from: './src/modules',
  except: [`./${name}`],
  message: 'A module never imports another module: link by route or resource name instead.',
}));
// One zone per kit: a kit never reaches into another kit.
const kits = readdirSync(new URL('./src/kits', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const kitZones = kits.map((name) => ({
  target: `./src/kits/${name}`,
  from: './src/kits',
  except: [`./${name}`],
  message: 'A kit never imports another kit: what two kits share belongs in engine, components or lib.',
}));

// One zone per folder of the demo backend: mocks/<module> imports only mocks/core and itself, and the core none of
// them. What two modules' demo backends share lives in the core (accounting, stock, sales, school, goods inward, ...),
// or passes through a port there that the owning module connects (room folios, purchase requests, purchase documents,
// the advances' two sides).
const mockFolders = readdirSync(new URL('./src/mocks', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core' && entry.name !== 'testing')
  .map((entry) => entry.name);
const mockZones = [
  ...mockFolders.map((name) => ({
    target: `./src/mocks/${name}`,
    from: './src/mocks',
    except: [`./${name}`, './core'],
    message: "A module's demo backend imports only mocks/core and its own folder: share through the core.",
  })),
  ...mockFolders.map((name) => ({
    target: `./src/mocks/${name}`,
    from: './src/modules',
    except: [`./${name}`],
    message:
      "A module's demo backend reads only its own module's files: what two modules share is a kit (src/kits) or the core's.",
  })),
  {
    target: './src/mocks/core',
    from: mockFolders.map((name) => `./src/mocks/${name}`),
    message: "The demo backend's core never imports a module's folder: connect it through a port instead.",
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', '.bench'] },
  js.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // Without a resolver that knows TypeScript, import-x resolves nothing and no-restricted-paths passes silently
    // (tests/lint/import-rules.test.ts plants forbidden imports to prove it fires).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      // The type check reports unused locals and parameters (noUnusedLocals, noUnusedParameters); the rule said the
      // same again for about 11 s of the lint.
      '@typescript-eslint/no-unused-vars': 'off',
      // Import cycles are found by tests/lint/no-import-cycles.test.ts over the whole graph at once (src and the
      // tests' helpers), `import type` and lazy imports included, in under a second; import-x/no-cycle saw fewer of
      // them and took about 27 s.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleZones,
            ...kitZones,
            ...mockZones,
            {
              target: ['./src/lib', './src/engine', './src/components', './src/menus'],
              from: ['./src/modules', './src/kits', './src/app', './src/shell'],
              message: 'lib, engine, components and menus never import kits, modules, app or shell.',
            },
            {
              target: './src/kits',
              from: ['./src/modules', './src/app', './src/shell'],
              message: 'A kit serves modules: it imports only engine, components, menus and lib.',
            },
            {
              target: './src/lib',
              from: ['./src/engine', './src/components', './src/menus'],
              message: 'lib is the bottom layer.',
            },
            {
              target: './src/menus',
              from: './src/components',
              message: 'menus are data: they never import components.',
            },
            {
              target: './src/modules',
              from: ['./src/app', './src/shell'],
              message: 'Modules do not import the app or the shell.',
            },
            {
              target: [
                './src/app',
                './src/shell',
                './src/modules',
                './src/kits',
                './src/engine',
                './src/lib',
                './src/components',
                './src/menus',
              ],
              from: './src/mocks',
              message: 'Only start-up (main.tsx) and tests reach the demo backend.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
