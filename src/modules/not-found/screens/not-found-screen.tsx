import { Link } from 'react-router-dom';
import { homeRouteFor } from '../../../lib/session/home-route';
import { useSession } from '../../../lib/session/session-store';
import { useLayoutName } from '../../../lib/ui/use-layout-name';

/**
 * /others/404, where unknown addresses land: says so, and offers the way home (the edition's dashboard) or the welcome
 * page.
 */
export function NotFoundScreen() {
  const session = useSession();
  const layout = useLayoutName();
  const home = `/${layout}${homeRouteFor(session?.usr.pCode ?? '')}`;
  return (
    <section className="text-center py-5" aria-labelledby="screen-title">
      <p className="display-4 fw-bold text-muted mb-0" aria-hidden="true">
        404
      </p>
      <h1 id="screen-title" className="h3">
        Page not found
      </h1>
      <p className="text-muted">The address you opened does not lead to a screen of this application.</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link className="btn btn-primary" to={home}>
          Go to your dashboard
        </Link>
        <Link className="btn btn-link" to={`/${layout}/steak/welcome`}>
          Welcome page
        </Link>
      </div>
    </section>
  );
}
