import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

/** Prints the run's slowest test files (import plus tests and hooks), so growth shows the day it happens. */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      return { file: relative(process.cwd(), module.moduleId), ms: diagnostic.collectDuration + diagnostic.duration };
    });
    if (timed.length === 0) return;
    timed.sort((a, b) => b.ms - a.ms);
    const total = timed.reduce((sum, entry) => sum + entry.ms, 0);
    const lines = timed
      .slice(0, SHOWN)
      .map((entry) => `  ${(entry.ms / 1000).toFixed(1).padStart(6)} s  ${entry.file}`);
    console.log(
      `\nSlowest ${Math.min(SHOWN, timed.length)} of ${timed.length} test files (${(total / 1000).toFixed(0)} s of file time in all):\n${lines.join('\n')}\n`,
    );
  }
}
