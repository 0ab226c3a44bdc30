// First: the handlers below are made without recording where (src/mocks/core/call-frames.ts).
import { callFramesBack } from './core/call-frames';
import { BatchInterceptor } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { getResponse } from 'msw';
import { demoProbe, probed } from './core/demo-probe';
import { followBrowserNetwork } from './core/fault-switch';
import { indexHandlers } from './core/handler-index';
import { syncWithOtherTabs } from './core/tab-sync';
import { handlers } from './handlers';

callFramesBack();

let started: Promise<void> | null = null;

/**
 * Starts the embedded demo backend inside the page: fetch and XMLHttpRequest are intercepted and answered by the
 * MSW handlers; what no handler answers goes to the network untouched. No service worker is involved, so the
 * page's only worker is the app shell's (offline start) and the backend is there from the first call after a
 * reload. With the browser offline it answers as an unreachable server would (fault-switch.ts).
 * Safe to call more than once: the interception starts only once.
 */
export function startDemoBackend(): Promise<void> {
  if (!started) {
    const indexed = indexHandlers(handlers);
    const interceptor = new BatchInterceptor({
      name: 'erp-demo-backend',
      interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
    });
    const tabs = syncWithOtherTabs('BroadcastChannel' in window ? new BroadcastChannel('erp-demo-backend') : null);
    interceptor.on('request', async ({ request, controller }) => {
      await tabs.beforeCall(demoProbe().underWay);
      const response = await probed(request, () => getResponse(indexed, request));
      if (!response) return;
      controller.respondWith(response);
      tabs.answered();
    });
    demoProbe();
    followBrowserNetwork(window);
    interceptor.apply();
    started = Promise.resolve();
  }
  return started;
}
