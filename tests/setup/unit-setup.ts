import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { createElement } from 'react';
import { toast } from 'react-toastify';
import { config as transitions } from 'react-transition-group';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { installCheapDiagnostics } from './cheap-test-diagnostics';
import { installFastLabels } from './fast-labels';
import { noticeReading } from '../../src/lib/notices/notice-reading';
import { keepTestClock, setTestClock, TEST_NOW } from './test-clock';

// Each file starts on the chosen day (before its imports compute anything from today), each test keeps it.
if (TEST_NOW) setTestClock(TEST_NOW);
beforeEach(keepTestClock);
// The bell reads only when opened: a screen test's data and act() stay its own (the bell's tests switch it back on).
beforeEach(() => {
  noticeReading.firstReadDelayMs = null;
});

// Node-environment tests (tests/lint) have no window.
if (typeof window !== 'undefined') installFastLabels();
installCheapDiagnostics();

// Fades and slides (Bootstrap's modals, offcanvas, collapses, toasts) end at once: their 150-300 ms end
// timers otherwise fire between a test's steps, outside act(), and every open and close waits for them.
// The browser tests keep them.
transitions.disabled = true;

// Waits on the demo backend (IndexedDB, lazy chunks) take longer on a busy two-core CI machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom cannot draw on a canvas (chart.js says so on the console): a chart is its bare canvas here,
// and the tests read its figures from the table the chart carries for screen readers.
vi.mock('react-chartjs-2', () => ({ Bar: () => createElement('canvas'), Doughnut: () => createElement('canvas') }));

/**
 * Nothing may print an error or a warning: React's "not wrapped in act(...)" (an update after the
 * test stopped waiting), its other warnings, MSW's unhandled exceptions... each fails the test it
 * came from, so a regression cannot hide in the log.
 */
const shared = globalThis as typeof globalThis & { printedByTests?: string[] };
// Once per worker: without isolation this file runs again for every test file.
if (!shared.printedByTests) {
  const list: string[] = [];
  shared.printedByTests = list;
  for (const level of ['error', 'warn'] as const) {
    const print = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      list.push(`console.${level}: ${format(...args).split('\n')[0]}`);
      print(...args);
    };
  }
}
const printed = shared.printedByTests;
function failOnPrinted(when: string) {
  const found = printed.splice(0);
  if (found.length > 0)
    throw new Error(
      `${when} printed ${found.length} error(s) or warning(s); fix the cause:\n${[...new Set(found)].join('\n')}`,
    );
}

afterEach(() => {
  cleanup();
  // A toast asked for after its screen was unmounted waits in react-toastify's own queue and would pop up,
  // outside act(), in the next test's screen (test files share a worker): with no container, dismiss empties it.
  toast.dismiss();
  // Node-environment tests (tests/lint) have no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  failOnPrinted('The test');
});
afterAll(() => failOnPrinted('The file, after its last test,'));
