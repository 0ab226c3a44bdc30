import { zodResolver } from '@hookform/resolvers/zod';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import * as z from 'zod';
import { Field } from '../../components/form/field';
import type { Product } from '../../lib/api/products-api';
import { badgeBackground, badgeText } from './badge-colours';
import { MAX_QUANTITY, parseQuantity } from './cart-math';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { useShopPaths } from './shop-frame';
import { useAddToCart } from './use-add-to-cart';
import { CATEGORIES } from './use-products';

const schema = z.object({
  quantity: z
    .string()
    .refine((text) => parseQuantity(text) !== null, `Enter a whole number from 1 to ${MAX_QUANTITY}.`),
});

/**
 * One product's page: gallery, name, badge, rating, price, description, features, and a quantity to add to the cart.
 */
export function ProductDetail({ product }: { product: Product }) {
  const paths = useShopPaths();
  const addToCart = useAddToCart();
  const form = useForm<{ quantity: string }>({ resolver: zodResolver(schema), defaultValues: { quantity: '1' } });
  const category = CATEGORIES.find(([value]) => value === product.category)?.[1] ?? product.category;
  const add = form.handleSubmit(({ quantity }) => {
    const count = parseQuantity(quantity);
    if (count !== null) addToCart(product, count);
  });
  return (
    <article aria-labelledby="screen-title">
      <p>
        <Link to={paths.catalogue}>← All products</Link>
      </p>
      <div className="row g-4">
        <div className="col-md-6">
          <ProductGallery
            name={product.name}
            pictures={product.gallery.length > 0 ? product.gallery : [product.photo]}
          />
        </div>
        <div className="col-md-6">
          <p className="small text-muted mb-1">{category}</p>
          <h1 id="screen-title" className="h3 mb-1">
            {product.name}
          </h1>
          {product.subtitle && <p className="text-muted mb-2">{product.subtitle}</p>}
          {product.badge && (
            <Badge bg={badgeBackground(product.badge.color)} text={badgeText(product.badge.color)} className="mb-2">
              {product.badge.text}
            </Badge>
          )}
          <div className="mb-2">
            <ProductRating rating={product.ratings.rating} count={product.ratings.ratingCount} />
          </div>
          <ProductPrice sale={product.price.sale} previous={product.price.previous} large />
          <p className="mt-3">{product.description}</p>
          <h2 className="h6">Features</h2>
          <ul>
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <Form className="d-flex flex-wrap align-items-end gap-2" noValidate onSubmit={(event) => void add(event)}>
            <div style={{ width: 120 }}>
              <Field
                form={form}
                name="quantity"
                id="product-quantity"
                label="Quantity"
                type="number"
                min={1}
                max={MAX_QUANTITY}
                className=""
              />
            </div>
            <Button type="submit">Add to cart</Button>
          </Form>
        </div>
      </div>
    </article>
  );
}
