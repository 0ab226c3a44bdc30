// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Biome wraps code at 120 columns but leaves comments as they are written: every comment line of a source, test,
 * script or benchmark file is read and each one longer than 120 characters is listed as file:line. A line is let pass
 * only when what runs past the width is a URL (a URL is never broken). Lines of code Biome could not wrap (long string
 * literals, JSX text, template literals) are only counted: src may hold at most MAX_LONG_SOURCE_LINES of them.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['src', 'tests', 'scripts', 'bench'];
const EXTENSIONS = /\.(ts|tsx|mjs)$/;
const WIDTH = 120;
const MAX_LONG_SOURCE_LINES = 500;
// A comment line: `// …`, ` * …` in a block, `/* …` or `/** …`, and a JSX comment `{/* … */}`.
const COMMENT = /^\s*(\/\/|\*|\/\*|\{\/\*)/;
const URL_TEXT = /\bhttps?:\/\/\S+/g;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return entry.isFile() && EXTENSIONS.test(entry.name) ? [path] : [];
  });
}

/** The file's lines, or none when it went away while being listed (another test's planted probe, removed after it). */
function linesOf(path: string): string[] {
  try {
    return readFileSync(path, 'utf8').split('\n');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Characters, not UTF-16 units: an arrow or a rupee sign is one column. */
const widthOf = (line: string): number => [...line].length;

/** Past the width only inside a URL: one starts before the limit and runs beyond it, with at most punctuation after. */
function overOnlyByUrl(line: string): boolean {
  return [...line.matchAll(URL_TEXT)].some((match) => {
    const start = widthOf(line.slice(0, match.index));
    const end = start + widthOf(match[0]);
    return start < WIDTH && end > WIDTH && /^[\s).,;:'"`>\]]*$/.test(line.slice(match.index + match[0].length));
  });
}

/** Over-long comment lines of the given lines, as `name:line: text`. */
function longComments(name: string, lines: readonly string[]): string[] {
  return lines.flatMap((line, index) =>
    widthOf(line) > WIDTH && COMMENT.test(line) && !overOnlyByUrl(line) ? [`${name}:${index + 1}: ${line.trim()}`] : [],
  );
}

describe('line length', () => {
  it('keeps every comment line in src, tests, scripts and bench within 120 characters', () => {
    const files = FOLDERS.flatMap((folder) => filesUnder(join(root, folder)));
    expect(files.length).toBeGreaterThan(1000);
    const found = files.flatMap((path) => longComments(relative(root, path), linesOf(path)));
    expect(found).toEqual([]);
  });

  it(`has at most ${MAX_LONG_SOURCE_LINES} lines over 120 characters in src`, () => {
    const long = filesUnder(join(root, 'src')).reduce(
      (count, path) => count + linesOf(path).filter((line) => widthOf(line) > WIDTH).length,
      0,
    );
    expect(long).toBeLessThanOrEqual(MAX_LONG_SOURCE_LINES);
  });

  it('flags a long comment of each kind and passes a long URL and long code', () => {
    const long = 'word '.repeat(24);
    const url = `https://example.com/${'a'.repeat(110)}`;
    expect(longComments('f.ts', [`// ${long}`, ` * ${long}`, `/** ${long} */`, `  {/* ${long} */}`])).toEqual([
      `f.ts:1: // ${long.trim()}`,
      `f.ts:2: * ${long.trim()}`,
      `f.ts:3: /** ${long} */`,
      `f.ts:4: {/* ${long} */}`,
    ]);
    expect(longComments('f.ts', [`// see ${url}`, ` * ${url}.`, `const text = '${long}';`])).toEqual([]);
    expect(longComments('f.ts', [`// ${url} ${long}`])).toHaveLength(1);
    expect(longComments('f.ts', [`// ${'→'.repeat(117)}`])).toEqual([]);
  });
});
