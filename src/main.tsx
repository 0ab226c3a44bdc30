import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { holdRequestsUntil } from './lib/api/backend-ready';
import { config } from './lib/config';
import { provideTabChannel } from './lib/offline/tab-channel';
import './styles/main.scss';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first screen's route (and every lazy part of it) has loaded. */
function firstScreenRouted(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Resolves once the page has painted content, or after `limitMs` (a hidden tab does not paint). */
function contentPainted(limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const done = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    if (PerformanceObserver.supportedEntryTypes.includes('paint')) observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * The embedded demo backend is its own chunk (MSW handlers, seed data), fetched only when no
 * backend is configured. The page does not wait for it: it starts once the first screen is
 * routed and painted, so it takes neither bandwidth nor the main thread from that screen, and the
 * API client holds the requests made before it has started.
 */
function startDemoBackendAfter(router: AppRouter): void {
  const started = firstScreenRouted(router)
    .then(() => contentPainted(1000))
    .then(() => import('./mocks/browser'))
    .then((demo) => demo.startDemoBackend());
  holdRequestsUntil(started);
  // Said on the page for the browser tests and the benchmarks.
  started.then(
    () => (document.documentElement.dataset.demoBackend = 'ready'),
    (error: unknown) => console.error('The demo backend could not start.', error),
  );
}

/**
 * The offline app shell (production builds only: the dev server serves no worker), registered once the first screen is
 * up.
 */
function registerAppShellAfter(router: AppRouter): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  firstScreenRouted(router)
    .then(() => import('./lib/offline/register-app-shell'))
    .then((shell) => shell.registerAppShell(`${import.meta.env.BASE_URL}sw.js`))
    .catch((error: unknown) =>
      console.warn('The app will not open offline: its service worker could not be registered.', error),
    );
}

// The terminal's tabs tell each other what they have sent (src/lib/offline/outbox-tabs.ts).
if ('BroadcastChannel' in window) provideTabChannel(() => new BroadcastChannel('erp-outbox'));
const router = createAppRouter();
if (config.demoBackend) startDemoBackendAfter(router);
registerAppShellAfter(router);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
