import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import type { Product } from '../../lib/api/products-api';
import { ProductCard } from './product-card';
import { useAddToCart } from './use-add-to-cart';
import { CATEGORIES } from './use-products';

/** The products of a category (all for '') whose name, subtitle, description or tags hold the words searched for. */
export function filterProducts(products: readonly Product[], category: string, search: string): Product[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (category !== '' && product.category !== category) return false;
    const text = [product.name, product.subtitle ?? '', product.description, ...product.tags].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The catalogue: a category filter and a search box (both kept in the URL), the count found, and the product cards. */
export function Catalogue({ products }: { products: readonly Product[] }) {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const search = params.get('q') ?? '';
  const addToCart = useAddToCart();
  const change = (name: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const shown = filterProducts(products, category, search);
  return (
    <>
      <form
        className="row g-3 mb-3"
        role="search"
        aria-label="Find products"
        onSubmit={(event) => event.preventDefault()}
      >
        <Form.Group controlId="shop-category" className="col-sm-5 col-md-4 col-lg-3">
          <Form.Label>Category</Form.Label>
          <Form.Select value={category} onChange={(event) => change('category', event.target.value)}>
            <option value="">All categories</option>
            {CATEGORIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="shop-search" className="col-sm-7 col-md-5 col-lg-4">
          <Form.Label>Search products</Form.Label>
          <Form.Control
            type="search"
            value={search}
            placeholder="e.g. bluetooth, 5G"
            onChange={(event) => change('q', event.target.value)}
          />
        </Form.Group>
      </form>
      <p className="small text-muted" role="status">
        {shown.length === 1 ? '1 product found' : `${shown.length} products found`}
      </p>
      {shown.length === 0 ? (
        <p>No product matches. Try another word or all categories.</p>
      ) : (
        <ul className="row g-3 list-unstyled mb-0">
          {shown.map((product) => (
            <li key={product._id} className="col-sm-6 col-lg-4 col-xl-3">
              <ProductCard product={product} onAdd={addToCart} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
