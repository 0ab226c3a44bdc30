import { Link } from 'react-router-dom';
import { useCurrentScreen } from '../engine/current-screen';
import { homeRouteFor } from '../lib/session/home-route';
import { useSession } from '../lib/session/session-store';

/** Shown instead of a screen the user's roles do not open: nothing of the screen loads. */
export function NotPermittedScreen() {
  const screen = useCurrentScreen();
  const session = useSession();
  return (
    <section aria-labelledby="screen-title" role="alert">
      <h1 id="screen-title" className="h3 mb-3">
        {screen?.title ?? 'Screen'}
      </h1>
      <p>You are not permitted to open this screen.</p>
      <p className="text-muted">Ask your administrator to grant your role access to it.</p>
      <Link to={homeRouteFor(session?.usr.pCode ?? '')} className="btn btn-primary">
        Go to your dashboard
      </Link>
    </section>
  );
}
