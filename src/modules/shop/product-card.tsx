import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import type { Product } from '../../lib/api/products-api';
import { badgeBackground, badgeText } from './badge-colours';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { useShopPaths } from './shop-frame';

/** A product in the catalogue: picture, badge, name (a link to its page), rating, price and Add to cart. */
export function ProductCard({ product, onAdd }: { product: Product; onAdd: (product: Product) => void }) {
  const paths = useShopPaths();
  const titleId = `product-title-${product._id}`;
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
            bg={badgeBackground(product.badge.color)}
            text={badgeText(product.badge.color)}
            className="position-absolute top-0 start-0 m-2"
          >
            {product.badge.text}
          </Badge>
        )}
      </div>
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h2" id={titleId} className="h6 mb-1">
          <Link to={paths.product(product._id)}>{product.name}</Link>
        </Card.Title>
        {product.subtitle && <Card.Subtitle className="small text-muted mb-2">{product.subtitle}</Card.Subtitle>}
        <ProductRating rating={product.ratings.rating} count={product.ratings.ratingCount} />
        <div className="mt-auto pt-2">
          <ProductPrice sale={product.price.sale} previous={product.price.previous} />
          <Button size="sm" className="mt-2" onClick={() => onAdd(product)}>
            Add to cart<span className="visually-hidden">: {product.name}</span>
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
