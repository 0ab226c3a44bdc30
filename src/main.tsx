import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { holdRequestsUntil } from './lib/api/backend-ready';
import { config } from './lib/config';
import './styles/main.scss';

/**
 * The embedded demo backend is its own chunk, fetched only when no backend is configured. The page
 * does not wait for it: the API client holds the requests made before it has started.
 */
function startDemoBackend(): void {
  const started = import('./mocks/browser').then((demo) => demo.startDemoBackend());
  holdRequestsUntil(started);
  started.catch((error: unknown) => console.error('The demo backend could not start.', error));
}

function render(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (config.demoBackend) startDemoBackend();
render();
