import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { showDoneToast } from '../../../lib/messages/messages';
import { toPaise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { useBasket, useBasketStore } from './basket-store';
import { ProductSearchForm, ProductsFound } from '../product-search';
import type { StoreFront, StoreItem } from '../../../kits/storefront/store-types';

/** The items of an aisle ('' for all) whose name holds every word searched for. */
export function filterItems(items: readonly StoreItem[], group: string, search: string): StoreItem[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter(
    (item) =>
      (group === '' || item.group === group) &&
      words.every((word) => `${item.name} ${item.groupName}`.toLowerCase().includes(word)),
  );
}

/** The store's items from its online price list: an aisle and a search, each item's price and Add to basket. */
export function StoreCatalogue({ shop, front }: { shop: number; front: StoreFront }) {
  const filters = useForm({ defaultValues: { group: '', search: '' } });
  const [group, search] = useWatch({ control: filters.control, name: ['group', 'search'] });
  const add = useBasketStore((state) => state.add);
  const basket = useBasket(shop);
  const groups = [...new Map(front.items.map((item) => [item.group, item.groupName])).entries()];
  const shown = filterItems(front.items, group, search);
  return (
    <section aria-labelledby="store-items-title" id="store-items">
      <h2 id="store-items-title" className="h5">
        Products
      </h2>
      <ProductSearchForm>
        <Field
          form={filters}
          name="group"
          id="store-group"
          label="Aisle"
          className="col-sm-5 col-md-4"
          options={groups.map(([code, name]) => ({ value: code, label: name }))}
          choose="All aisles"
        />
        <Field
          form={filters}
          name="search"
          id="store-search"
          label="Search products"
          type="search"
          placeholder="e.g. oil, dal"
          className="col-sm-7 col-md-5"
        />
      </ProductSearchForm>
      <ProductsFound count={shown.length}>
        {front.outlet.taxInclusive ? '; prices include tax' : '; tax is added at checkout'}
      </ProductsFound>
      <ul className="row g-3 list-unstyled mb-0">
        {shown.map((item) => {
          const inBasket = basket.find((line) => line.item === item.code)?.qty ?? 0;
          return (
            <li key={item.code} className="col-sm-6 col-lg-4 col-xl-3">
              <article aria-labelledby={`item-${item.code}`} className="card h-100">
                <div className="card-body d-flex flex-column">
                  <h3 id={`item-${item.code}`} className="h6 mb-1">
                    {item.name}
                  </h3>
                  <p className="small text-muted mb-2">{item.groupName}</p>
                  <p className="fw-semibold mt-auto mb-2">
                    <span className="visually-hidden">Price </span>
                    {formatMoneyWithSign(toPaise(item.rate))}
                  </p>
                  {/* One flat name (a hidden span made Chromium read "Add to basket : …"); it starts with the visible
                      words, for speech input. */}
                  <Button
                    size="sm"
                    aria-label={`Add to basket: ${item.name}`}
                    onClick={() => {
                      const count = add(shop, item);
                      showDoneToast(`${item.name} is in the basket (${count} in all).`);
                    }}
                  >
                    Add to basket
                  </Button>
                  {inBasket > 0 && <p className="small text-success mb-0 mt-1">{inBasket} in the basket</p>}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
