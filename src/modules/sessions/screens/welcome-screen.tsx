import { Link, useSearchParams } from 'react-router-dom';
import { homeRouteFor } from '../../../lib/session/home-route';
import { useSession } from '../../../lib/session/session-store';

export function WelcomeScreen() {
  const session = useSession();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const loginPath = returnTo ? `/sessions/login?returnTo=${encodeURIComponent(returnTo)}` : '/sessions/login';
  return (
    <div className="text-center">
      <h1 className="h4 mb-2">Welcome to ERP Suite</h1>
      <p className="text-muted">
        Accounts, sales, purchases, stock, front office, school and HR for your company, in one place.
      </p>
      {session ? (
        <>
          <p>
            You are signed in as <strong>{session.usr.uCode}</strong> of {session.addr.company || `company ${session.usr.cCode}`}.
          </p>
          <Link className="btn btn-primary" to={homeRouteFor(session.usr.pCode)}>
            Continue to your dashboard
          </Link>
        </>
      ) : (
        <>
          {returnTo && <p className="small">Sign in to open the page you asked for.</p>}
          <Link className="btn btn-primary px-4" to={loginPath}>
            Sign in
          </Link>
        </>
      )}
    </div>
  );
}
