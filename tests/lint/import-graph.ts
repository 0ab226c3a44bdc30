import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Static imports and re-exports, `import type` included. */
const STATIC = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/g;
/** Imports when called (`import('./screens')`): a lazy screen that imports its loader back is a cycle too. */
const DYNAMIC = /\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    // The import rules' test plants probe files (a cycle among them) in src while other lint tests run.
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$|^__lint_probe__/.test(entry)) out.push(path);
  }
  return out;
}

function resolved(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((suffix) => base + suffix).find((candidate) => existsSync(candidate));
}

/** Each source file under `dir` (tests left out: nothing imports them) and the files it imports, now or when called. */
export function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(STATIC), ...text.matchAll(DYNAMIC)].map((match) => resolved(file, match[1]!));
    graph.set(
      relative(dir, file),
      targets.filter((target): target is string => target !== undefined).map((target) => relative(dir, target)),
    );
  }
  return graph;
}

/** The graph's cycles: its strongly connected parts of more than one file, or a file that imports itself. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  // Tarjan's algorithm, iterative: the graph is thousands of files deep in places.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== frame.node);
      if (part.length > 1 || edges.includes(frame.node)) cycles.push(part.sort());
    }
  }
  return cycles;
}
