import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { getProducts } from '../../../lib/api/products-api';
import { CataloguePage, Example } from '../catalogue-page';
import { ProductCard } from './product-card';

const CATEGORIES = [
  ['', 'All categories'],
  ['speaker', 'Speakers'],
  ['headphone', 'Headphones'],
  ['watch', 'Watches'],
  ['phone', 'Phones'],
] as const;

/** UI kit: e-commerce cards — the demo products (GET api/products) as product cards, with a category filter. */
export function EcommerceCardsPage() {
  const products = useQuery({ queryKey: ['products', 'list'], queryFn: getProducts, staleTime: 60_000 });
  const [category, setCategory] = useState('');
  const [wished, setWished] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setWished((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const shown = (products.data ?? []).filter((product) => category === '' || product.category === category);
  return (
    <CataloguePage intro="Product cards built from the demo shop's products: picture, badge, rating, prices and a wish-list button.">
      <Example
        title="Product cards"
        source="ProductCard — src/modules/demo-areas/uikit/product-card.tsx; getProducts — src/lib/api/products-api.ts"
      >
        <Form.Group controlId="ecommerce-category" className="mb-3" style={{ maxWidth: 260 }}>
          <Form.Label>Category</Form.Label>
          <Form.Select value={category} onChange={(event) => setCategory(event.target.value)}>
            {CATEGORIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {products.isPending ? (
          <Loading label="Loading the products…" />
        ) : products.isError ? (
          <LoadFailed message={toApiError(products.error).message} onRetry={() => void products.refetch()} />
        ) : (
          <>
            <p aria-live="polite" className="small text-muted">
              {shown.length} products{wished.size > 0 ? `, ${wished.size} in the wish list` : ''}
            </p>
            <ul className="row g-3 list-unstyled mb-0">
              {shown.map((product) => (
                <li key={product._id} className="col-sm-6 col-lg-4 col-xl-3">
                  <ProductCard product={product} wished={wished.has(product._id)} onWish={() => toggle(product._id)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Example>
    </CataloguePage>
  );
}
