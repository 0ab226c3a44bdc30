import { Link } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import { EDITIONS } from '../../../lib/editions';
import { useLayoutName } from '../../../lib/ui/use-layout-name';

/**
 * The public front page (/steak/welcome and /general/welcome): what the product is, its editions, the way in, and the
 * demo shop.
 */
export function LandingScreen() {
  const layout = useLayoutName();
  return (
    <div className="landing container py-5">
      <header className="d-flex justify-content-between align-items-center mb-5">
        <BrandMark />
        <nav aria-label="Welcome" className="d-flex gap-2">
          <Link className="btn btn-outline-primary" to={`/${layout}/ecommerce`}>
            Visit the shop
          </Link>
          <Link className="btn btn-primary" to="/sessions/login">
            Sign in
          </Link>
        </nav>
      </header>
      <section className="mb-5" aria-labelledby="landing-title">
        <h1 id="landing-title" className="display-6 fw-semibold">
          Run your business from one place
        </h1>
        <p className="lead text-muted">
          Accounts, sales, purchases, stock, HR and the front office of hotels, schools, shops and restaurants, for
          every member of staff, on the desktop and on the phone.
        </p>
      </section>
      <section aria-labelledby="editions-title">
        <h2 id="editions-title" className="h5 mb-3">
          Editions
        </h2>
        <ul className="row list-unstyled g-2">
          {Object.entries(EDITIONS).map(([code, name]) => (
            <li key={code} className="col-6 col-md-4 col-lg-3">
              <div className="border rounded p-2 h-100 bg-body">
                <span className="fw-semibold">{name}</span>
                <span className="d-block small text-muted">{code}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
