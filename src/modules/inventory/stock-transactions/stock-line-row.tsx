import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { TableColumn } from '../../../components/data-table';
import { formatQuantity } from '../../../lib/quantity/quantity';
import type { StockFormValues } from './stock-form-values';
import type { MatInfo, StockRequirements } from './stock-wire';
import type { TraType } from './tra-types';

type Part = 'store' | 'itemId' | 'qty' | 'gin' | 'rate';

/** The column of each part of a line, which also names its input ("Store, line 2"). */
const LABELS: Record<Part, string> = {
  store: 'Store',
  itemId: 'Item',
  qty: 'Quantity',
  gin: 'Lot (GIN)',
  rate: 'Rate',
};

interface Lines {
  form: UseFormReturn<StockFormValues>;
  requirements: StockRequirements;
  items: ReadonlyMap<string, MatInfo>;
}

/** The quantity of an item in a store: '19 PKT' (0 when none). */
export function stockIn(item: MatInfo, store: string): string {
  return formatQuantity(item.stock.find((row) => row.store === store)?.qty ?? 0, item.um);
}

/** One input of a line, labelled for a screen reader (the column's header is the visible label), its error below. */
function StockLineCell({ part, index, form, requirements, items }: Lines & { part: Part; index: number }) {
  const line = useWatch({ control: form.control, name: `lines.${index}` });
  const message = form.formState.errors.lines?.[index]?.[part]?.message;
  const item = items.get(line?.itemId ?? '');
  const store = line?.store ?? '';
  const id = `stock-line-${index}-${part}`;
  const control = {
    id,
    isInvalid: !!message,
    'aria-invalid': !!message || undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
    ...form.register(`lines.${index}.${part}`),
  };
  const lots = item?.lots.filter((lot) => lot.store === store) ?? [];
  const choice = (first: string, options: ReadonlyArray<readonly [value: string, label: string]>) => (
    <Form.Select {...control}>
      <option value="">{first}</option>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </Form.Select>
  );
  const figure = <Form.Control inputMode="decimal" autoComplete="off" className="text-end" {...control} />;
  const input = {
    store: () =>
      choice(
        'Choose…',
        requirements.stores.map((row) => [row.code, `${row.name} (${row.code})`]),
      ),
    itemId: () =>
      choice(
        'Choose…',
        requirements.matinfo.map((row) => [
          row.itemid,
          `${row.itemname} (${row.itemid})${store ? `, ${stockIn(row, store)} in stock` : ''}`,
        ]),
      ),
    qty: () => figure,
    gin: () =>
      choice(
        'Oldest first',
        lots.map((lot) => [lot.gin, `${lot.gin}: ${formatQuantity(lot.qty, item?.um)}`]),
      ),
    rate: () => figure,
  }[part]();
  return (
    <>
      <Form.Label htmlFor={id} visuallyHidden>{`${LABELS[part]}, line ${index + 1}`}</Form.Label>
      {input}
      {part === 'qty' && item && store && <div className="form-text">{`${stockIn(item, store)} in ${store}`}</div>}
      {message && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </>
  );
}

/**
 * A line's columns: the store, the item (showing its stock in that store), the quantity, the lot (issues) or the rate
 * (samples in), and Remove while more than one line is left.
 */
export function stockLineColumns(
  traType: TraType,
  lines: Lines,
  onRemove: ((index: number) => void) | null,
): TableColumn<{ id: string }>[] {
  const parts: Part[] = ['store', 'itemId', 'qty'];
  if (traType === 'Issues') parts.push('gin');
  if (traType === 'Sameple In') parts.push('rate');
  return [
    ...parts.map(
      (part): TableColumn<{ id: string }> => ({
        label: LABELS[part],
        headClassName: part === 'qty' || part === 'rate' ? 'text-end' : undefined,
        cell: (_row, index) => <StockLineCell part={part} index={index} {...lines} />,
      }),
    ),
    {
      label: 'Actions',
      hideLabel: true,
      headClassName: 'list-actions-head',
      className: 'list-row-actions text-end',
      cell: (_row, index) =>
        onRemove && (
          <Button
            variant="outline-danger"
            size="sm"
            onClick={() => onRemove(index)}
            aria-label={`Remove line ${index + 1}`}
          >
            Remove
          </Button>
        ),
    },
  ];
}
