import { Button } from 'react-bootstrap';
import { useAppShell } from '../lib/offline/app-shell-store';

/**
 * The offer of a new version of the app. It is never applied by itself: a cashier reloads between two bills.
 * What waits to be sent stays in the browser across the reload; only what is typed on screen and not saved is lost.
 */
export function NewVersionOffer() {
  const update = useAppShell((state) => state.update);
  const dismiss = useAppShell((state) => state.dismiss);
  if (!update) return null;
  return (
    <section
      aria-labelledby="new-version-title"
      className="card shadow position-fixed bottom-0 end-0 m-3 p-3"
      style={{ zIndex: 1090, maxWidth: '22rem' }}
    >
      <h2 id="new-version-title" className="h6 mb-1">
        A new version is ready
      </h2>
      <p className="small mb-2">
        Reload when you have finished what you are doing: anything typed and not yet saved would be lost. Operations
        waiting to send are kept.
      </p>
      <div className="d-flex gap-2">
        <Button size="sm" onClick={update}>
          Reload now
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={dismiss}>
          Later
        </Button>
      </div>
    </section>
  );
}
