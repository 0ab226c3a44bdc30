import { getQueryClient } from '../../app/query-client';
import { getProducts, type Product } from '../../lib/api/products-api';
import { formatAmount } from '../../lib/format/number-format';
import type { PaletteEntry, PaletteSource } from './palette-types';

export const PRODUCTS_GROUP = 'Products';

/** The same list the shop reads (one request serves both). */
const PRODUCTS_QUERY = { queryKey: ['products', 'list'], queryFn: getProducts, staleTime: 60_000 } as const;

/**
 * The palette shows a group's first few; more than this many are never listed, and a letter that matches most of a
 * large catalogue stops the search here instead of listing it all at every keystroke.
 */
export const PRODUCT_LIMIT = 50;

/** A list's names lowered and joined by line breaks, with where each starts: one string to search, not 100,000. */
interface NameIndex {
  text: string;
  starts: number[];
}

const indexes = new WeakMap<readonly Product[], NameIndex>();

function nameIndex(products: readonly Product[]): NameIndex {
  let index = indexes.get(products);
  if (!index) {
    const starts: number[] = [];
    let at = 0;
    const names = products.map((product) => {
      const name = product.name.toLocaleLowerCase().replaceAll('\n', ' ');
      starts.push(at);
      at += name.length + 1;
      return name;
    });
    index = { text: names.join('\n'), starts };
    indexes.set(products, index);
  }
  return index;
}

/** The product whose name holds this place of the joined text. */
function productAt(starts: readonly number[], place: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= place) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The products whose name contains the text, ignoring case, in the list's order (at most `limit`); the search
 * overlay's rule (`matchByName`), over the names lowered once per list rather than at every keystroke. Empty text
 * finds nothing: the palette then shows recents.
 */
export function productMatches(products: readonly Product[], text: string, limit = Infinity): Product[] {
  // Indexed before the empty check: opening the palette (empty text) prepares the list for the first letter typed.
  const { text: names, starts } = nameIndex(products);
  const needle = text.trim().toLocaleLowerCase();
  if (!needle || needle.includes('\n')) return [];
  const found: Product[] = [];
  let from = 0;
  while (found.length < limit) {
    const place = names.indexOf(needle, from);
    if (place === -1) break;
    const at = productAt(starts, place);
    found.push(products[at]!);
    // On to the next name: a name is listed once however often it holds the text.
    from = starts[at + 1] ?? names.length;
  }
  return found;
}

/** A product opens its page in the shop. */
export function productEntry(product: Product): PaletteEntry {
  return {
    id: `product:${product._id}`,
    group: PRODUCTS_GROUP,
    title: product.name,
    detail: formatAmount(product.price.sale),
    to: `/ecommerce?product=${encodeURIComponent(product._id)}`,
  };
}

/**
 * The spec's product search as a palette source. The list is read once (and again when a minute old); each keystroke
 * then filters it in memory, so results follow the typing at once: the spec's 200 ms pause spared the server
 * requests that are no longer made.
 */
export const productSource: PaletteSource = {
  group: PRODUCTS_GROUP,
  search(text) {
    const client = getQueryClient();
    const cached = client.getQueryData<Product[]>(PRODUCTS_QUERY.queryKey);
    if (cached) {
      void client.prefetchQuery(PRODUCTS_QUERY);
      return productMatches(cached, text, PRODUCT_LIMIT).map(productEntry);
    }
    // Opened with an empty box: read the list now, so the first letter typed finds it here.
    if (!text.trim()) {
      void client.prefetchQuery(PRODUCTS_QUERY);
      return [];
    }
    return client
      .fetchQuery(PRODUCTS_QUERY)
      .then((products) => productMatches(products, text, PRODUCT_LIMIT).map(productEntry));
  },
};
