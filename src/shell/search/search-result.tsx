import Badge from 'react-bootstrap/Badge';
import type { Product } from '../../lib/api/products-api';
import { formatAmount } from '../../lib/format/number-format';

/** Bootstrap has no 'red' variant; the spec's badge colour 'red' is its danger colour. */
const badgeVariant = (color: string) => (color === 'red' ? 'danger' : color);

export function SearchResult({ product }: { product: Product }) {
  return (
    <li className="col-12 col-sm-6 col-lg-4">
      <article className="card h-100 search-result">
        <div className="d-flex gap-3 p-2 align-items-center">
          <img src={product.photo} alt="" width={96} height={72} loading="lazy" className="rounded" />
          <div className="min-w-0">
            <h3 className="h6 mb-1 text-truncate">{product.name}</h3>
            <div>
              <span className="fw-semibold">{formatAmount(product.price.sale)}</span>{' '}
              <del className="text-muted small" aria-label={`was ${formatAmount(product.price.previous)}`}>
                {formatAmount(product.price.previous)}
              </del>
            </div>
            {product.badge && <Badge bg={badgeVariant(product.badge.color)}>{product.badge.text}</Badge>}
          </div>
        </div>
      </article>
    </li>
  );
}
