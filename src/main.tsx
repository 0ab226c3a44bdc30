import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { config } from './lib/config';
import './styles/main.scss';

async function start(): Promise<void> {
  if (config.demoBackend) {
    // The embedded demo backend is its own chunk, fetched only when no backend is configured.
    const { startDemoBackend } = await import('./mocks/browser');
    await startDemoBackend();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('The application could not start.', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The application could not start. Reload the page to try again.';
});
