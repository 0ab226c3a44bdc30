import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { useMessageDialogs, useToastRequests } from '../../../src/lib/messages/messages';
import { registerNavigator } from '../../../src/lib/navigation/navigation';
import { useSessionStore } from '../../../src/lib/session/session-store';
import { useUiStore } from '../../../src/lib/ui/ui-store';
import { resetDemoDb } from '../../../src/mocks/core/db/demo-db';
import { server } from '../../../src/mocks/node';
import { loadLazyParts } from './render-app';

/** The MSW demo backend for a test file; any request it does not know fails the test. */
export function setupDemoServer() {
  const requests: Request[] = [];
  // Requests the backend has not answered yet: the next test's fresh database must not meet them.
  const unanswered = new Set<string>();
  beforeAll(loadLazyParts, 30_000);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request, requestId }) => {
      unanswered.add(requestId);
      requests.push(request.clone());
    });
    server.events.on('request:end', ({ requestId }) => void unanswered.delete(requestId));
    server.events.on('unhandledException', ({ requestId }) => void unanswered.delete(requestId));
  });
  afterEach(async () => {
    // The screen goes first, so resetting the stores below re-renders nothing outside act().
    cleanup();
    await vi.waitFor(() => expect(unanswered.size, 'requests still unanswered after the test').toBe(0), {
      timeout: 5000,
    });
    server.resetHandlers();
    requests.length = 0;
    useSessionStore.getState().signOut();
    useToastRequests.setState({ wanted: false, pending: [] });
    useMessageDialogs.setState({ queue: [] });
    // Every preference back to its start (test files may share a worker: nothing carries over).
    useUiStore.setState(useUiStore.getInitialState(), true);
    registerNavigator(null);
    await resetDemoDb();
  });
  afterAll(() => {
    server.events.removeAllListeners();
    server.close();
  });
  return { server, requests };
}
