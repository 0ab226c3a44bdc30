import v8 from '@vitest/coverage-v8';
import { threadId } from 'node:worker_threads';

/**
 * The workers' side of tests/setup/coverage-provider.ts: one coverage reading per worker instead of one per test
 * file.
 *
 * V8 reports a reading for every script the worker has loaded (jsdom's, React's and the app's, some ten megabytes
 * of JSON), and vitest took one after each of the ~490 files: about 60 ms of CPU each, a tenth of the suite's run.
 * V8's counters keep adding up until they are read, so a worker that shares its modules between files (vitest's
 * `isolate: false`) can read them once, when it stops: the counts are the same, in one reading. Each file answers
 * vitest with a note that its counts follow; the reading goes out when vitest stops the worker, and the main
 * process waits for one from every worker that sent such a note before it reports.
 */

/** What a test file answers in place of its own reading. */
export interface DeferredTake {
  result: [];
  deferredBy: string;
}
/** A worker's one reading, sent as it stops. */
export interface WorkerReading {
  result: unknown[];
  readingOf: string;
}
type Take = NonNullable<typeof v8.takeCoverage>;
type TakeOptions = Parameters<Take>[0];

/** The parts of vitest's worker state (`__vitest_worker__`, not a public type) the reading needs. */
interface WorkerState {
  rpc: {
    onAfterSuiteRun: {
      asEvent(meta: { coverage: unknown; testFiles: string[]; environment: string; projectName: string }): void;
    };
  };
  environment: { name: string; viteEnvironment?: string };
  ctx: { projectName: string };
  onCleanup(listener: () => Promise<void>): void;
}

const worker = `${process.pid}:${threadId}`;
let shared = false;
let latest: TakeOptions;
let registered = false;

function workerState(): WorkerState | undefined {
  const state: unknown = Reflect.get(globalThis, '__vitest_worker__');
  const usable =
    typeof state === 'object' && state !== null && 'rpc' in state && 'onCleanup' in state && 'environment' in state;
  return usable ? (state as WorkerState) : undefined;
}

/** Reads the counts once more and sends them without waiting (vitest no longer answers a stopping worker). */
async function sendReading(): Promise<void> {
  const state = workerState();
  if (!state || !v8.takeCoverage) return;
  const taken = (await v8.takeCoverage(latest)) as { result: unknown[] };
  const reading: WorkerReading = { result: taken.result, readingOf: worker };
  state.rpc.onAfterSuiteRun.asEvent({
    coverage: reading,
    testFiles: [`coverage reading of worker ${worker}`],
    environment: state.environment.viteEnvironment ?? state.environment.name,
    projectName: state.ctx.projectName,
  });
}

export const deferredTake = {
  startCoverage(options: { isolate: boolean }) {
    shared = options.isolate === false;
    return v8.startCoverage?.(options);
  },
  takeCoverage(options?: TakeOptions): Promise<unknown> {
    const state = workerState();
    // A worker that starts afresh for each file, or a vitest whose worker state looks otherwise: one reading a file.
    if (!shared || !state || !v8.takeCoverage) return Promise.resolve(v8.takeCoverage?.(options));
    latest = options;
    if (!registered) {
      registered = true;
      state.onCleanup(sendReading);
    }
    const note: DeferredTake = { result: [], deferredBy: worker };
    return Promise.resolve(note);
  },
  stopCoverage(options: { isolate: boolean }) {
    return v8.stopCoverage?.(options);
  },
};
