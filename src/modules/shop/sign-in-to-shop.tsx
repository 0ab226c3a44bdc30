import Alert from 'react-bootstrap/Alert';
import { Link, useLocation } from 'react-router-dom';

/** The products come from the backend, which serves signed-in users: the way in, and back to this page after. */
export function SignInToShop() {
  const { pathname, search } = useLocation();
  return (
    <Alert variant="info">
      <p>Sign in to see the products and their prices. Your cart is kept meanwhile.</p>
      <Link className="btn btn-primary" to={`/sessions/login?returnTo=${encodeURIComponent(`${pathname}${search}`)}`}>
        Sign in to shop
      </Link>
    </Alert>
  );
}
