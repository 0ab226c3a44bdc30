// First: the handlers below are made without recording where (src/mocks/core/call-frames.ts).
import { callFramesBack } from './core/call-frames';
import { BatchInterceptor } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';
import { getResponse, HttpResponse } from 'msw';
import { chaosAround } from './core/chaos-switch';
import type { ContractGuard } from './core/contract-guard';
import { demoProbe, probed } from './core/demo-probe';
import { backendDown, followBrowserNetwork } from './core/fault-switch';
import { indexHandlers } from './core/handler-index';
import { isReadCall } from './core/search/write-watch';
import { takeTurnsWithOtherTabs } from './core/tab-turns';
import { handlers } from './handlers';

callFramesBack();

let started: Promise<void> | null = null;

/**
 * Starts the embedded demo backend inside the page: fetch and XMLHttpRequest are intercepted and answered by the
 * MSW handlers; what no handler answers goes to the network untouched. No service worker is involved, so the
 * page's only worker is the app shell's (offline start) and the backend is there from the first call after a
 * reload. With the browser offline it answers as an unreachable server would (fault-switch.ts). The tabs of one
 * browser take turns over the one database (tab-turns.ts).
 * Safe to call more than once: the interception starts only once.
 */
export function startDemoBackend(): Promise<void> {
  started ??= start();
  return started;
}

/** The contract's schemas check the calls in development only: the production demo does without their weight. */
async function developmentGuard(): Promise<ContractGuard | undefined> {
  if (!import.meta.env.DEV) return undefined;
  return (await import('./core/contract-guard-default')).consoleContractGuard;
}

async function start(): Promise<void> {
  const indexed = indexHandlers(handlers, undefined, await developmentGuard());
  const interceptor = new BatchInterceptor({
    name: 'erp-demo-backend',
    interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()],
  });
  const turns = takeTurnsWithOtherTabs({
    locks: 'locks' in navigator ? navigator.locks : null,
    channel: 'BroadcastChannel' in window ? new BroadcastChannel('erp-demo-backend') : null,
  });
  // The server's work takes the tab's turn; what the network does (down, or the chaos run's delays and drops) happens
  // outside it, so a slow or failed call holds no other tab.
  // The customer's server reads with POST too: a call whose action names a read (Get…, List…) leaves no mark for the
  // other tabs, as the records search's change watch counts it (write-watch.ts). Marking cost each such call a write
  // to the database before its work.
  const process = (call: Request) => turns.during(!isReadCall(call.method, call.url), () => getResponse(indexed, call));
  interceptor.on('request', async ({ request, controller }) => {
    const response = await probed(request, () =>
      backendDown() && new URL(request.url).pathname.includes('/api/')
        ? Promise.resolve(HttpResponse.error())
        : chaosAround(request, process),
    );
    if (response) controller.respondWith(response);
  });
  demoProbe();
  followBrowserNetwork(window);
  interceptor.apply();
}
