import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Runtime imports and re-exports (`import type` and `export type` left out: they vanish when built). */
const RUNTIME = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/g;
/** The packages of the screens: a file that loads one of them (at any depth) belongs to the client's UI. */
const UI_PACKAGES =
  /^(react|react-dom|react-bootstrap|react-router-dom|react-hook-form|react-toastify|zustand|axios|lucide-react|@tanstack\/react-[a-z]+)(\/|$)/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolved(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((suffix) => base + suffix).find((candidate) => existsSync(candidate));
}

function runtimeImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(RUNTIME)].map((match) => match[1]!);
}

/**
 * Why a file belongs to the UI: it is a component (.tsx), or it loads a UI package, directly or through the files it
 * imports at runtime; null when it does not.
 */
export function uiReason(file: string, seen = new Map<string, string | null>()): string | null {
  if (seen.has(file)) return seen.get(file)!;
  seen.set(file, null); // a cycle adds nothing
  let reason: string | null = file.endsWith('.tsx') ? 'a component file' : null;
  for (const specifier of reason ? [] : runtimeImports(file)) {
    if (!specifier.startsWith('.')) {
      if (UI_PACKAGES.test(specifier)) reason = `imports ${specifier}`;
    } else {
      const target = resolved(file, specifier);
      const inner = target ? uiReason(target, seen) : null;
      if (target && inner) reason = `${relative(dirname(file), target)}: ${inner}`;
    }
    if (reason) break;
  }
  seen.set(file, reason);
  return reason;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$|^__lint_probe__/.test(entry)) out.push(path);
  }
  return out;
}

/**
 * Each runtime import from a file under `dir` (but not under `skip`) to a file outside it that belongs to the UI, with
 * the reason.
 */
export function uiImportsFrom(dir: string, root: string, skip: readonly string[] = []): string[] {
  const seen = new Map<string, string | null>();
  const found: string[] = [];
  for (const file of sourceFiles(dir).filter((path) => !skip.some((folder) => path.startsWith(folder))))
    for (const specifier of runtimeImports(file)) {
      const target = specifier.startsWith('.') ? resolved(file, specifier) : undefined;
      if (!target || target.startsWith(dir)) continue;
      const reason = uiReason(target, seen);
      if (reason) found.push(`${relative(root, file)} → ${relative(root, target)} (${reason})`);
    }
  return found;
}
