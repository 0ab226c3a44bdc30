import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { holdRequestsUntil } from './lib/api/backend-ready';
import { config } from './lib/config';
import './styles/main.scss';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first screen's route has loaded and React has had a turn to show it. */
function firstScreenShown(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    const shown = () => setTimeout(resolve, 0);
    if (router.state.initialized) return shown();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      shown();
    });
  });
}

/**
 * The embedded demo backend is its own chunk (MSW, handlers, seed data), fetched only when no
 * backend is configured. The page does not wait for it: it starts once the first screen is on,
 * so it takes neither bandwidth nor the main thread from that screen, and the API client holds
 * the requests made before it has started.
 */
function startDemoBackendAfter(router: AppRouter): void {
  const started = firstScreenShown(router)
    .then(() => import('./mocks/browser'))
    .then((demo) => demo.startDemoBackend());
  holdRequestsUntil(started);
  started.catch((error: unknown) => console.error('The demo backend could not start.', error));
}

const router = createAppRouter();
if (config.demoBackend) startDemoBackendAfter(router);
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
