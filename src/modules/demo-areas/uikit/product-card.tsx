import { Heart } from 'lucide-react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { Product } from '../../../lib/api/products-api';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { badgeText, badgeVariant } from './badge-colours';
import { StarDisplay } from './star-rating';

/** Whole percent off the previous price, or 0 when there is no saving. */
export function discountPercent(sale: number, previous: number): number {
  if (previous <= 0 || sale >= previous) return 0;
  return Math.round(((previous - sale) / previous) * 100);
}

interface Props {
  product: Product;
  wished: boolean;
  onWish: () => void;
}

/**
 * A product as the e-commerce cards show it: picture, badge, name, rating, sale and previous price, a wish-list toggle.
 */
export function ProductCard({ product, wished, onWish }: Props) {
  const { sale, previous } = product.price;
  const off = discountPercent(sale, previous);
  const titleId = `product-${product._id}`;
  return (
    <Card as="article" aria-labelledby={titleId} className="h-100">
      <div className="position-relative">
        <Card.Img
          variant="top"
          src={product.photo}
          alt=""
          style={{ height: 160, objectFit: 'contain' }}
          className="p-3"
        />
        {product.badge && (
          <Badge
            bg={badgeVariant(product.badge.color)}
            text={badgeText(product.badge.color)}
            className="position-absolute top-0 start-0 m-2"
          >
            {product.badge.text}
          </Badge>
        )}
      </div>
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h3" id={titleId} className="h6 mb-1">
          {product.name}
        </Card.Title>
        {product.subtitle && <Card.Subtitle className="small text-muted mb-2">{product.subtitle}</Card.Subtitle>}
        <p className="small mb-2">
          <StarDisplay rating={product.ratings.rating} />{' '}
          <span className="text-muted">({product.ratings.ratingCount.toLocaleString('en-IN')})</span>
        </p>
        <p className="mb-3 mt-auto">
          <span className="fw-semibold">{formatMoneyWithSign(toPaise(sale))}</span>
          {off > 0 && (
            <>
              {' '}
              <del className="text-muted small">
                <span className="visually-hidden">was </span>
                {formatMoneyWithSign(toPaise(previous))}
              </del>{' '}
              <span className="small text-success">{off}% off</span>
            </>
          )}
        </p>
        <Button
          variant={wished ? 'primary' : 'outline-primary'}
          size="sm"
          aria-pressed={wished}
          aria-label={`Wish list: ${product.name}`}
          onClick={onWish}
        >
          <Heart size={14} aria-hidden="true" className="me-1" fill={wished ? 'currentColor' : 'none'} />
          {wished ? 'In wish list' : 'Add to wish list'}
        </Button>
      </Card.Body>
    </Card>
  );
}
