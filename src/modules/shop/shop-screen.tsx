import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../components/load-state';
import { toApiError } from '../../lib/api/api-error';
import { Catalogue } from './catalogue';
import { ProductDetail } from './product-detail';
import { ShopFrame, useShopPaths } from './shop-frame';
import { SignInToShop } from './sign-in-to-shop';
import { useProducts } from './use-products';

function ProductMissing({ id }: { id: string }) {
  const paths = useShopPaths();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3">
        Product not found
      </h1>
      <p>The shop has no product {id}. It may have been taken off the shelves.</p>
      <Link to={paths.catalogue}>See all products</Link>
    </section>
  );
}

/** /ecommerce: the catalogue, or one product's page with `?product=<_id>`. */
export function ShopScreen() {
  const [params] = useSearchParams();
  const productId = params.get('product');
  const { needsSignIn, query } = useProducts();
  const product = productId ? query.data?.find((candidate) => candidate._id === productId) : undefined;
  const body = needsSignIn ? (
    <SignInToShop />
  ) : query.isPending ? (
    <Loading label="Loading the products…" />
  ) : query.isError ? (
    <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />
  ) : productId === null ? (
    <Catalogue products={query.data} />
  ) : product ? (
    <ProductDetail key={product._id} product={product} />
  ) : (
    <ProductMissing id={productId} />
  );
  const titled = query.isSuccess && productId !== null;
  return (
    <ShopFrame>
      {!titled && (
        <h1 id="screen-title" className="h3 mb-3">
          Shop
        </h1>
      )}
      {body}
    </ShopFrame>
  );
}
