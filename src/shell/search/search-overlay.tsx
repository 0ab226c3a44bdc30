import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { getProducts } from '../../lib/api/products-api';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { useUiStore } from '../../lib/ui/ui-store';
import { SearchPager } from './search-pager';
import { SearchResult } from './search-result';
import { matchByName, pageOf, SEARCH_DEBOUNCE_MS } from './product-search';

export function SearchOverlay() {
  const { searchOpen, setSearchOpen } = useUiStore();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The page belongs to the query it was chosen for: a new query starts again at page 1.
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const setPage = (next: number) => setPaging({ query, page: next });
  const inputRef = useRef<HTMLInputElement>(null);
  const products = useQuery({
    queryKey: ['products', 'list'],
    queryFn: getProducts,
    enabled: searchOpen,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (searchOpen) inputRef.current?.focus();
  }, [searchOpen]);
  if (!searchOpen) return null;

  const matches = matchByName(products.data ?? [], query);
  return (
    <div
      className="search-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="search-title"
      onKeyDown={(e) => e.key === 'Escape' && setSearchOpen(false)}
    >
      <div className="search-overlay-inner container">
        <div className="d-flex align-items-center gap-3 mb-3">
          <h2 id="search-title" className="visually-hidden">
            Search products
          </h2>
          <Form.Label htmlFor="search-text" className="mb-0 fw-semibold text-nowrap">
            Search products
          </Form.Label>
          <Form.Control
            id="search-text"
            ref={inputRef}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Type a product name"
          />
          <button
            type="button"
            className="btn btn-link"
            aria-label="Close the search"
            onClick={() => setSearchOpen(false)}
          >
            <X size={24} aria-hidden="true" />
          </button>
        </div>
        {products.isPending && <p role="status">Loading products…</p>}
        {products.isError && (
          <p role="alert">
            The products could not be loaded: {products.error.message}{' '}
            <button type="button" className="btn btn-link p-0" onClick={() => void products.refetch()}>
              Try again
            </button>
          </p>
        )}
        {products.isSuccess && (
          <>
            <p className="small text-muted" aria-live="polite">
              {matches.length} {matches.length === 1 ? 'product' : 'products'} found
            </p>
            <ul className="search-results list-unstyled row g-3">
              {pageOf(matches, page).map((product) => (
                <SearchResult key={product._id} product={product} />
              ))}
            </ul>
            <SearchPager total={matches.length} page={page} onPage={setPage} />
          </>
        )}
      </div>
    </div>
  );
}
