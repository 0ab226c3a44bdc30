import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the run's slowest test files (import plus tests and hooks), so growth shows the day it happens. `shown`
 * (ten unless told) is how many: the end-to-end suite shows every file, whose times order its next runs.
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly shown: number;

  constructor(options: { shown?: number } = {}) {
    this.shown = options.shown ?? 10;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      return { file: relative(process.cwd(), module.moduleId), ms: diagnostic.collectDuration + diagnostic.duration };
    });
    if (timed.length === 0) return;
    timed.sort((a, b) => b.ms - a.ms);
    const total = timed.reduce((sum, entry) => sum + entry.ms, 0);
    const lines = timed
      .slice(0, this.shown)
      .map((entry) => `  ${(entry.ms / 1000).toFixed(1).padStart(6)} s  ${entry.file}`);
    console.log(
      `\nSlowest ${Math.min(this.shown, timed.length)} of ${timed.length} test files (${(total / 1000).toFixed(0)} s of file time in all):\n${lines.join('\n')}\n`,
    );
  }
}
