import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Waits on the demo backend (IndexedDB, lazy chunks) take longer on a busy two-core CI machine.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  // Node-environment tests (tests/lint) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
