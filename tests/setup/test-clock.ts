import { vi } from 'vitest';

/**
 * The one test clock. `TEST_NOW` (a local date-time such as 2027-03-31T23:59:00) makes every test file start on that
 * instant; only Date is faked and it moves on in real time, so timers, waits and IndexedDB behave as usual. Without
 * it the suite runs on the real clock. `scripts/determinism.mjs` sets it to the days where date bugs hide (a year's
 * last minute, the financial year's first day, 29 February, a Sunday).
 */
export const TEST_NOW = process.env.TEST_NOW || undefined;

/** Fakes Date only, from `at` onwards, moving with real time. */
export function setTestClock(at: string | Date): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(typeof at === 'string' ? new Date(at) : at);
}

/** Puts the chosen day back after a test that went back to real timers (a no-op on the real clock). */
export function keepTestClock(): void {
  if (TEST_NOW && !vi.isFakeTimers()) setTestClock(TEST_NOW);
}
