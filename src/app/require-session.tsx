import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session/session-store';

/** The sign-in check of the admin area: based on the stored session record. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/sessions/welcome?returnTo=${returnTo}`} replace />;
  }
  return <Outlet />;
}
