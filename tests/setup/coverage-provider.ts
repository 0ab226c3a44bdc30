import { mergeProcessCovs, type ProcessCov } from '@bcoe/v8-coverage';
import v8 from '@vitest/coverage-v8';
import { existsSync } from 'node:fs';
import type { CoverageProvider, CoverageProviderModule } from 'vitest/node';

/**
 * Vitest's v8 coverage, with the per-file results merged once instead of one by one.
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
  options: { include?: string[]; cleanOnRerun: boolean; excludeAfterRemap?: boolean };
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
  for (const file of files) for (const script of file.result) if (script.startOffset) offsets.set(script.url, script.startOffset);
  const merged = mergeProcessCovs(files as ProcessCov[]) as FileCoverage;
  for (const script of merged.result) script.startOffset = script.startOffset || offsets.get(script.url) || 0;
  return merged;
}

async function generateCoverage(this: V8Provider, { allTestsRun }: { allTestsRun?: boolean }): Promise<CoverageMap> {
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
  coverageMap.filter((filename) => existsSync(filename) && (!this.options.excludeAfterRemap || this.isIncluded(filename)));
  return coverageMap;
}

const provider: CoverageProviderModule = {
  ...v8,
  async getProvider() {
    const original = (await v8.getProvider()) as V8Provider;
    original.generateCoverage = generateCoverage.bind(original) as CoverageProvider['generateCoverage'];
    return original;
  },
};

export default provider;
