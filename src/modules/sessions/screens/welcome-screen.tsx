import { Link, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../components/brand-mark';
import { EDITIONS } from '../../../lib/editions';
import { homeRouteFor } from '../../../lib/session/home-route';
import { useSession } from '../../../lib/session/session-store';
import { useLayoutName } from '../../../lib/ui/use-layout-name';

/**
 * /sessions/welcome, where a visitor is sent: what the product is, the way in (back to the page asked for), and where
 * else to look.
 */
export function WelcomeScreen() {
  const session = useSession();
  const layout = useLayoutName();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const loginPath = returnTo ? `/sessions/login?returnTo=${encodeURIComponent(returnTo)}` : '/sessions/login';
  return (
    <div className="text-center">
      <h1 className="h4 mb-2">Welcome to {PRODUCT_NAME}</h1>
      <p className="text-muted">
        Accounts, sales, purchases, stock, front office, school and HR for your company, in one place.
      </p>
      <p className="small text-muted">
        One product in {Object.keys(EDITIONS).length} editions, from hotels and schools to factories, shops and
        restaurants.
      </p>
      {session ? (
        <>
          <p>
            You are signed in as <strong>{session.usr.uCode}</strong> of{' '}
            {session.addr.company || `company ${session.usr.cCode}`}.
          </p>
          <Link className="btn btn-primary" to={`/${layout}${homeRouteFor(session.usr.pCode)}`}>
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
      <nav aria-label={`More about ${PRODUCT_NAME}`} className="mt-4 pt-3 border-top small">
        <ul className="list-inline mb-0">
          <li className="list-inline-item">
            <Link to={`/${layout}/steak/welcome`}>The product and its editions</Link>
          </li>
          <li className="list-inline-item">
            <Link to={`/${layout}/ecommerce`}>The demo shop</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
