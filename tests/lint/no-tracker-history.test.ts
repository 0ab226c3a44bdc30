// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Comments give reasons, not tracker history: a tracker's issue number or work-package name in the code says who
 * asked, not why, and means nothing to a reader without the tracker. Every source, test, script and benchmark file is
 * read and each line naming one is listed as file:line. "Issue" as a word of the product (a material issue, a book
 * issue, an issue date, issued) passes: only a number after it, or a tracker's phrasing, is flagged.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const self = fileURLToPath(import.meta.url);
const FOLDERS = ['src', 'tests', 'scripts', 'bench'];
const EXTENSIONS = /\.(ts|tsx|mjs|js|scss)$/;

const TRACKER: readonly RegExp[] = [
  // issue 19, Issue #12, issues 3 and 4, issues 2, 4, 5
  /\bissues?\s?#?\s?\d+\b/i,
  // WP3, WP 2, WP1-WP3, work package 4
  /\bWP\s?-?\d+\b/i,
  /\bwork[\s-]?packages?\s?#?\d+\b/i,
  // ticket #7, bug #7, PR #7
  /\b(?:ticket|bug|PR)\s?#\d+\b/i,
  // per the issue, as the ticket says, the issue's asks
  /\bper the (?:issue|ticket)\b/i,
  /\bas the (?:issue|ticket) (?:says|asks|wants|requires)\b/i,
  /\bthe (?:issue|ticket)(?:'s)? (?:asks|says|wants|requires)\b/i,
  // the session of 24 Nov 2026, session of 2026-11-24
  /\bsession of (?:\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)? [A-Za-z]{3,9}\b)/i,
];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return entry.isFile() && EXTENSIONS.test(entry.name) && path !== self ? [path] : [];
  });
}

/** The file's text, or '' when it went away while being listed (another test's planted probe, removed after it). */
function textOf(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

describe('tracker history in comments and test names', () => {
  it('names no issue number, work package or tracker phrasing in src, tests, scripts or bench', () => {
    const files = FOLDERS.flatMap((folder) => filesUnder(join(root, folder)));
    expect(files.length).toBeGreaterThan(1000);
    const found = files.flatMap((path) =>
      textOf(path)
        .split('\n')
        .flatMap((line, index) =>
          TRACKER.some((pattern) => pattern.test(line)) ? [`${relative(root, path)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('flags the tracker wordings and passes the product meanings of "issue"', () => {
    const flagged = (line: string) => TRACKER.some((pattern) => pattern.test(line));
    for (const line of [
      '// see issue 12',
      '/** (Issue #12) */',
      '// issues 3 and 4',
      '// issues 2, 4, 5',
      '// Owned by WP3.',
      '// WP 2',
      '// WP1-WP3',
      '// per the issue',
      '// as the ticket says',
      '// the session of 24 Nov 2026',
    ]) {
      expect(flagged(line), line).toBe(true);
    }
    for (const line of [
      '// the issue date',
      '// issued on 12 March',
      '// a goods issue of 5 kg',
      '// book issue LIS2026-00001',
      '// an issue (type 103)',
      "// the issue's own rate",
      '// issue a refund',
      '// the saved session of that company',
      "setupDescription: 'Rate of issues'",
    ]) {
      expect(flagged(line), line).toBe(false);
    }
  });
});
