import type { ReactNode } from 'react';

/** The search form over a product list (it filters as typed: there is nothing to submit). */
export function ProductSearchForm({ children }: { children: ReactNode }) {
  return (
    <form
      className="row g-3 mb-3"
      role="search"
      aria-label="Find products"
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </form>
  );
}

/** How many products the search found, announced as it changes; what the caller adds follows the count. */
export function ProductsFound({ count, children }: { count: number; children?: ReactNode }) {
  return (
    <p className="small text-muted" role="status">
      {count === 1 ? '1 product found' : `${count} products found`}
      {children}
    </p>
  );
}
