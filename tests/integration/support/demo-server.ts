import { afterAll, afterEach, beforeAll } from 'vitest';
import { useMessageDialogs, useToastRequests } from '../../../src/lib/messages/messages';
import { registerNavigator } from '../../../src/lib/navigation/navigation';
import { useSessionStore } from '../../../src/lib/session/session-store';
import { DEFAULT_LAYOUT } from '../../../src/lib/ui/layouts';
import { useUiStore } from '../../../src/lib/ui/ui-store';
import { resetDemoDb } from '../../../src/mocks/core/db/demo-db';
import { server } from '../../../src/mocks/node';

/** The MSW demo backend for a test file; any request it does not know fails the test. */
export function setupDemoServer() {
  const requests: Request[] = [];
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => void requests.push(request.clone()));
  });
  afterEach(async () => {
    server.resetHandlers();
    requests.length = 0;
    useSessionStore.getState().signOut();
    useToastRequests.setState({ wanted: false, pending: [] });
    useMessageDialogs.setState({ queue: [] });
    useUiStore.setState({ layout: DEFAULT_LAYOUT, childnavOpen: false, searchOpen: false, customizerOpen: false, sidenavOpen: true });
    registerNavigator(null);
    await resetDemoDb();
  });
  afterAll(() => server.close());
  return { server, requests };
}
