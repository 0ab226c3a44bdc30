import { configure, getConfig } from '@testing-library/dom';
import * as React from 'react';

/**
 * Two diagnostics the suite paid for on every step and read only on a failure.
 *
 * - A query that misses inside `waitFor` or a `findBy` (every poll until the screen is ready) built its error
 *   with a print of the whole document, then threw it away: about a twentieth of the suite's CPU. While Testing
 *   Library polls (it marks that time as "expensive diagnostics disabled") the error carries only its message;
 *   when the wait runs out, Testing Library asks again with the print on, so a failure still shows the page.
 * - React's development build captured a stack trace for every element it created (its "owner stacks", up to
 *   ten thousand per render), used only to say where a warning's component was made. Any warning fails the test
 *   with its first line (tests/setup/unit-setup.ts), which names the problem; React keeps its component stacks.
 */
const INSTALLED = Symbol.for('erp.cheapDiagnostics');

export function installCheapDiagnostics(): void {
  // Once per worker: without isolation the setup runs again for every test file.
  const holder = globalThis as Record<symbol, unknown>;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const printing = getConfig().getElementError;
  configure({
    getElementError(message, container) {
      // Testing Library's own flag (not in its types) for the time it polls.
      if (Reflect.get(getConfig(), '_disableExpensiveErrorDiagnostics') !== true) return printing(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });

  const internals: unknown = Reflect.get(React, '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
  if (typeof internals !== 'object' || internals === null || !('recentlyCreatedOwnerStacks' in internals)) {
    throw new Error(
      'React no longer counts its owner stacks; remove this part of tests/setup/cheap-test-diagnostics.ts',
    );
  }
  // React records an element's stack while fewer than 10,000 were recorded since the last render began.
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => undefined,
  });
}
