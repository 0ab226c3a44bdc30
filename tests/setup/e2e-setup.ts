import { afterEach, beforeEach } from 'vitest';
import { closeLeftOpen, reportFailure } from '../e2e/failure-report';
import { setTestClock, TEST_NOW } from './test-clock';

// The test process starts each file on the chosen day too, so what a test works out from today agrees with the
// page (tests/e2e/browser.ts installs the browser's clock from this one).
if (TEST_NOW) setTestClock(TEST_NOW);
// Each test starts on the chosen instant, as the unit tests do: a file's later tests would otherwise start minutes
// after it (the year's last minute long gone).
beforeEach(() => {
  if (TEST_NOW) setTestClock(TEST_NOW);
});

// A failed test's pages are described (and photographed) before the profiles it left open are closed.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await reportFailure(task.name);
  await closeLeftOpen();
});
