import { useQuery } from '@tanstack/react-query';
import { getProducts } from '../../lib/api/products-api';
import { useSession } from '../../lib/session/session-store';

/** The shop's products (GET api/products), asked for only once someone is signed in (the demo backend serves them to signed-in users). */
export function useProducts() {
  const signedIn = useSession() !== null;
  const query = useQuery({ queryKey: ['products', 'list'], queryFn: getProducts, staleTime: 60_000, enabled: signedIn });
  return { signedIn, query };
}

/** The demo's product categories, with the words the filter shows. */
export const CATEGORIES = [
  ['speaker', 'Speakers'],
  ['headphone', 'Headphones'],
  ['watch', 'Watches'],
  ['phone', 'Phones'],
] as const;
