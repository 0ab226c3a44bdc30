import { mergeProcessCovs, type ProcessCov } from '@bcoe/v8-coverage';
import v8 from '@vitest/coverage-v8';
import { existsSync } from 'node:fs';
import type { CoverageProvider, CoverageProviderModule } from 'vitest/node';
import { deferredTake, type DeferredTake, type WorkerReading } from './coverage-deferred-take';

/**
 * Vitest's v8 coverage, read once per worker (tests/setup/coverage-deferred-take.ts) and merged once.
 *
 * The suite writes one coverage file per test file (484 of them). @vitest/coverage-v8 4.x folds each into the running
 * total as it is read (`mergeProcessCovs([merged, next])`, then a search of the total for lost start offsets), so the
 * work grows with the square of the files: 13 of the 18 s it spent after the last test, on one core while the other
 * idled (25 Nov 2026). Here every file of a project is read, merged in one call and converted, as the provider does
 * for each group itself. The rest (collection in the workers, conversion, reports) is the provider's own.
 */

type ScriptCov = ProcessCov['result'][number] & { startOffset?: number };
/** The istanbul coverage map the provider builds (its package has no types here). */
interface CoverageMap {
  merge(other: CoverageMap): void;
  files(): string[];
  filter(keep: (filename: string) => boolean): void;
}
interface FileCoverage {
  result: ScriptCov[];
}

/** The parts of @vitest/coverage-v8's provider (not exported as a type) that the merge below calls. */
interface V8Provider extends CoverageProvider {
  options: { include?: string[]; cleanOnRerun: boolean; excludeAfterRemap?: boolean; provider: string };
  createCoverageMap(): CoverageMap;
  readCoverageFiles(callbacks: {
    onFileRead: (coverage: FileCoverage) => void;
    onFinished: (project: unknown, environment: string) => Promise<void>;
    onDebug: { enabled: boolean } & ((message: string) => void);
  }): Promise<void>;
  convertCoverage(merged: FileCoverage, project: unknown, environment: string): Promise<CoverageMap>;
  getCoverageMapForUncoveredFiles(testedFiles: string[]): Promise<CoverageMap>;
  isIncluded(filename: string): boolean;
}

const quiet = Object.assign(() => undefined, { enabled: false });

/** Every file's scripts in one merge; each script keeps the start offset it was reported with. */
export function mergeAll(files: readonly FileCoverage[]): FileCoverage {
  const offsets = new Map<string, number>();
  for (const file of files)
    for (const script of file.result) if (script.startOffset) offsets.set(script.url, script.startOffset);
  const merged = mergeProcessCovs(files as ProcessCov[]) as FileCoverage;
  for (const script of merged.result) script.startOffset = script.startOffset || offsets.get(script.url) || 0;
  return merged;
}

/** Workers that promised a reading, and those whose reading came. */
const promised = new Set<string>();
const received = new Set<string>();
const READING_WAIT_MS = 60_000;

/** Waits until every worker that deferred its counts has sent them (each sends as vitest stops it). */
async function allReadings(): Promise<void> {
  const since = Date.now();
  while ([...promised].some((worker) => !received.has(worker))) {
    if (Date.now() - since > READING_WAIT_MS) {
      const missing = [...promised].filter((worker) => !received.has(worker));
      throw new Error(
        `Coverage: no reading came from worker(s) ${missing.join(', ')} within ${READING_WAIT_MS / 1000} s of the last test`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  promised.clear();
  received.clear();
}

function isNote(coverage: unknown): coverage is DeferredTake {
  return typeof coverage === 'object' && coverage !== null && 'deferredBy' in coverage;
}
function isReading(coverage: unknown): coverage is WorkerReading {
  return typeof coverage === 'object' && coverage !== null && 'readingOf' in coverage;
}

async function generateCoverage(this: V8Provider, { allTestsRun }: { allTestsRun?: boolean }): Promise<CoverageMap> {
  await allReadings();
  const coverageMap = this.createCoverageMap();
  let read: FileCoverage[] = [];
  await this.readCoverageFiles({
    onFileRead: (coverage) => read.push(coverage),
    onFinished: async (project, environment) => {
      coverageMap.merge(await this.convertCoverage(mergeAll(read), project, environment));
      read = [];
    },
    onDebug: quiet,
  });
  if (this.options.include != null && (allTestsRun || !this.options.cleanOnRerun)) {
    coverageMap.merge(await this.getCoverageMapForUncoveredFiles(coverageMap.files()));
  }
  coverageMap.filter(
    (filename) => existsSync(filename) && (!this.options.excludeAfterRemap || this.isIncluded(filename)),
  );
  return coverageMap;
}

const provider: CoverageProviderModule = {
  ...v8,
  ...deferredTake,
  async getProvider() {
    const original = (await v8.getProvider()) as V8Provider;
    original.generateCoverage = generateCoverage.bind(original) as CoverageProvider['generateCoverage'];
    // The workers are told the provider is this module (vitest hands them the provider's options), so they take
    // their readings as deferredTake does.
    const resolveOptions = original.resolveOptions.bind(original);
    original.resolveOptions = () => ({ ...resolveOptions(), provider: 'custom' });
    const onAfterSuiteRun = original.onAfterSuiteRun?.bind(original);
    original.onAfterSuiteRun = (meta) => {
      if (isNote(meta.coverage)) {
        promised.add(meta.coverage.deferredBy);
        return;
      }
      if (isReading(meta.coverage)) received.add(meta.coverage.readingOf);
      return onAfterSuiteRun?.(meta);
    };
    return original;
  },
};

export default provider;
