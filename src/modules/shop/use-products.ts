import { useQuery } from '@tanstack/react-query';
import { toApiError } from '../../lib/api/api-error';
import { getProducts } from '../../lib/api/products-api';
import { useSession } from '../../lib/session/session-store';

/**
 * The shop's products (GET api/products), for visitors too (the demo backend serves the catalogue
 * to anyone). `needsSignIn`: a backend that answers a visitor with 401 shows its products only to
 * signed-in users.
 */
export function useProducts() {
  const signedIn = useSession() !== null;
  const query = useQuery({ queryKey: ['products', 'list'], queryFn: getProducts, staleTime: 60_000 });
  const needsSignIn = !signedIn && query.isError && toApiError(query.error).isSessionOver;
  return { needsSignIn, query };
}

/** The demo's product categories, with the words the filter shows. */
export const CATEGORIES = [
  ['speaker', 'Speakers'],
  ['headphone', 'Headphones'],
  ['watch', 'Watches'],
  ['phone', 'Phones'],
] as const;
