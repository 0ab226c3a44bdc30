import Alert from 'react-bootstrap/Alert';
import { Link, useLocation } from 'react-router-dom';

/** For a backend that shows its products to signed-in users only: the way in, and back to this page after. */
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
