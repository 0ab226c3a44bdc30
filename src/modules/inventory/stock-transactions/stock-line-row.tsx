import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { formatQuantity } from '../../../lib/quantity/quantity';
import type { StockFormValues } from './stock-form-values';
import type { MatInfo, StockRequirements } from './stock-wire';
import type { TraType } from './tra-types';

interface Props {
  traType: TraType;
  index: number;
  form: UseFormReturn<StockFormValues>;
  requirements: StockRequirements;
  items: ReadonlyMap<string, MatInfo>;
  onRemove: (() => void) | null;
}

/** The quantity of an item in a store: '19 PKT' (0 when none). */
export function stockIn(item: MatInfo, store: string): string {
  return formatQuantity(item.stock.find((row) => row.store === store)?.qty ?? 0, item.um);
}

/**
 * One line: the store, the item (showing its stock in that store), the quantity, the lot (issues) or the rate (samples
 * in).
 */
export function StockLineRow({ traType, index, form, requirements, items, onRemove }: Props) {
  const line = useWatch({ control: form.control, name: `lines.${index}` });
  const errors = form.formState.errors.lines?.[index];
  const item = items.get(line?.itemId ?? '');
  const store = line?.store ?? '';
  const n = index + 1;
  const id = (name: string) => `stock-line-${index}-${name}`;
  const feedback = (name: 'store' | 'itemId' | 'qty' | 'gin' | 'rate') => {
    const message = errors?.[name]?.message;
    return message
      ? {
          invalid: true,
          node: (
            <div id={`${id(name)}-error`} className="invalid-feedback d-block">
              {message}
            </div>
          ),
        }
      : { invalid: false, node: null };
  };
  const control = (name: 'store' | 'itemId' | 'qty' | 'gin' | 'rate') => {
    const { invalid } = feedback(name);
    return {
      id: id(name),
      isInvalid: invalid,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id(name)}-error` : undefined,
      ...form.register(`lines.${index}.${name}`),
    };
  };
  const lots = item?.lots.filter((lot) => lot.store === store) ?? [];
  return (
    <tr>
      <td data-label="Store">
        <Form.Label htmlFor={id('store')} visuallyHidden>{`Store, line ${n}`}</Form.Label>
        <Form.Select {...control('store')}>
          <option value="">Choose…</option>
          {requirements.stores.map((row) => (
            <option key={row.code} value={row.code}>{`${row.name} (${row.code})`}</option>
          ))}
        </Form.Select>
        {feedback('store').node}
      </td>
      <td data-label="Item">
        <Form.Label htmlFor={id('itemId')} visuallyHidden>{`Item, line ${n}`}</Form.Label>
        <Form.Select {...control('itemId')}>
          <option value="">Choose…</option>
          {requirements.matinfo.map((row) => (
            <option
              key={row.itemid}
              value={row.itemid}
            >{`${row.itemname} (${row.itemid})${store ? `, ${stockIn(row, store)} in stock` : ''}`}</option>
          ))}
        </Form.Select>
        {feedback('itemId').node}
      </td>
      <td data-label="Quantity">
        <Form.Label htmlFor={id('qty')} visuallyHidden>{`Quantity, line ${n}`}</Form.Label>
        <Form.Control inputMode="decimal" autoComplete="off" className="text-end" {...control('qty')} />
        {item && store && <div className="form-text">{`${stockIn(item, store)} in ${store}`}</div>}
        {feedback('qty').node}
      </td>
      {traType === 'Issues' && (
        <td data-label="Lot (GIN)">
          <Form.Label htmlFor={id('gin')} visuallyHidden>{`Lot (GIN), line ${n}`}</Form.Label>
          <Form.Select {...control('gin')}>
            <option value="">Oldest first</option>
            {lots.map((lot) => (
              <option key={lot.gin} value={lot.gin}>{`${lot.gin}: ${formatQuantity(lot.qty, item?.um)}`}</option>
            ))}
          </Form.Select>
          {feedback('gin').node}
        </td>
      )}
      {traType === 'Sameple In' && (
        <td data-label="Rate">
          <Form.Label htmlFor={id('rate')} visuallyHidden>{`Rate, line ${n}`}</Form.Label>
          <Form.Control inputMode="decimal" autoComplete="off" className="text-end" {...control('rate')} />
          {feedback('rate').node}
        </td>
      )}
      <td className="list-row-actions text-end">
        {onRemove && (
          <Button variant="outline-danger" size="sm" onClick={onRemove} aria-label={`Remove line ${n}`}>
            Remove
          </Button>
        )}
      </td>
    </tr>
  );
}
