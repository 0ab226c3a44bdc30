import { Link } from 'react-router-dom';
import { homeRouteFor } from '../../lib/session/home-route';
import { useSession } from '../../lib/session/session-store';
import { useLayoutName } from '../../lib/ui/use-layout-name';

/** The shop's and the stores' way in (Sign in) or, signed in, back to work (the user's dashboard). */
export function ShopAccountLink() {
  const session = useSession();
  const layout = useLayoutName();
  return session ? (
    <Link className="btn btn-outline-primary btn-sm ms-2" to={`/${layout}${homeRouteFor(session.usr.pCode)}`}>
      Back to your dashboard
    </Link>
  ) : (
    <Link className="btn btn-primary btn-sm ms-2" to="/sessions/login">
      Sign in
    </Link>
  );
}
