import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Field } from '../../components/form/field';
import { FieldFrame } from '../../components/form/field-frame';
import type { Product } from '../../lib/api/products-api';
import { ProductCard } from './product-card';
import { ProductSearchForm, ProductsFound } from './product-search';
import { useAddToCart } from './use-add-to-cart';
import { CATEGORIES } from './use-products';

const CATEGORY_OPTIONS = CATEGORIES.map(([value, label]) => ({ value, label }));

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
  // The address holds the category; this small form only shows it, and follows it when the address changes.
  const filters = useForm({ defaultValues: { category } });
  useEffect(() => {
    filters.setValue('category', category);
  }, [filters, category]);
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
      <ProductSearchForm>
        <Field
          form={filters}
          name="category"
          id="shop-category"
          label="Category"
          className="col-sm-5 col-md-4 col-lg-3"
          options={CATEGORY_OPTIONS}
          choose="All categories"
          onChange={(value) => change('category', value)}
        />
        {/* The words searched for are typed straight into the address (a form's copy could be overwritten by an address
            update a keystroke behind) and the box shows an example: its own control in the field's frame. */}
        <FieldFrame id="shop-search" label="Search products" className="col-sm-7 col-md-5 col-lg-4">
          <Form.Control
            id="shop-search"
            type="search"
            value={search}
            placeholder="e.g. bluetooth, 5G"
            onChange={(event) => change('q', event.target.value)}
          />
        </FieldFrame>
      </ProductSearchForm>
      <ProductsFound count={shown.length} />
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
