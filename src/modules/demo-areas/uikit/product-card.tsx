import { Heart } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import { PriceSaving } from '../../../kits/storefront/price-saving';
import { ProductCardFrame } from '../../../kits/storefront/product-card-frame';
import type { Product } from '../../../lib/api/products-api';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { badgeText, badgeVariant } from './badge-colours';
import { StarDisplay } from './star-rating';

const BADGE_COLOURS = { background: badgeVariant, text: badgeText };

/** Whole percent off the previous price, or 0 when there is no saving (the shop's rule, under this page's name). */
export { percentOff as discountPercent } from '../../../kits/storefront/price-saving';

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
  return (
    <ProductCardFrame
      product={product}
      titleId={`product-${product._id}`}
      titleAs="h3"
      title={product.name}
      badgeColours={BADGE_COLOURS}
    >
      <p className="small mb-2">
        <StarDisplay rating={product.ratings.rating} />{' '}
        <span className="text-muted">({product.ratings.ratingCount.toLocaleString('en-IN')})</span>
      </p>
      <p className="mb-3 mt-auto">
        <span className="fw-semibold">{formatMoneyWithSign(toPaise(sale))}</span>
        <PriceSaving sale={sale} previous={previous} />
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
    </ProductCardFrame>
  );
}
