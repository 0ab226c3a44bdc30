import { Workbox } from 'workbox-window';
import { useAppShell } from './app-shell-store';

/**
 * Registers the app shell's service worker (built by vite-plugin-pwa, see vite.config.ts). A new version installs
 * in the background and then waits: the person is offered it and reloads when it suits them, never in the middle
 * of a bill. Their choice tells the waiting worker to take over, and the page reloads once it has.
 */
export async function registerAppShell(url: string): Promise<void> {
  const workbox = new Workbox(url);
  workbox.addEventListener('waiting', () => {
    useAppShell.getState().offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
}
