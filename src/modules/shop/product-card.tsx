import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { ProductCardFrame } from '../../kits/storefront/product-card-frame';
import type { Product } from '../../lib/api/products-api';
import { badgeBackground, badgeText } from './badge-colours';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { useShopPaths } from './shop-frame';

const BADGE_COLOURS = { background: badgeBackground, text: badgeText };

/** A product in the catalogue: picture, badge, name (a link to its page), rating, price and Add to cart. */
export function ProductCard({ product, onAdd }: { product: Product; onAdd: (product: Product) => void }) {
  const paths = useShopPaths();
  return (
    <ProductCardFrame
      product={product}
      titleId={`product-title-${product._id}`}
      titleAs="h2"
      title={<Link to={paths.product(product._id)}>{product.name}</Link>}
      badgeColours={BADGE_COLOURS}
    >
      <ProductRating rating={product.ratings.rating} count={product.ratings.ratingCount} />
      <div className="mt-auto pt-2">
        <ProductPrice sale={product.price.sale} previous={product.price.previous} />
        <Button size="sm" className="mt-2" onClick={() => onAdd(product)}>
          Add to cart<span className="visually-hidden">: {product.name}</span>
        </Button>
      </div>
    </ProductCardFrame>
  );
}
