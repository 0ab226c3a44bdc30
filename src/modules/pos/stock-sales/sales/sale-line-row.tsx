import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { formatDate } from '../../../../lib/format/date-format';
import { formatMoney } from '../../../../lib/money/money-format';
import { formatQuantity } from '../../../../lib/quantity/quantity';
import type { InvoiceLineFigures } from '../domain/invoice-figures';
import { isExpired } from '../domain/lot-stock';
import { defaultRate, taxScopeRefusal } from '../domain/sale-type-rules';
import type { SaleRequirements, SaleTypeOption } from '../domain/sale-requirements';
import { Field } from '../../../../components/form/field';
import type { SaleValues } from './sale-form-values';

interface Props {
  form: UseFormReturn<SaleValues>;
  index: number;
  requirements: SaleRequirements;
  store: string;
  saleType: SaleTypeOption | undefined;
  figures: InvoiceLineFigures | undefined;
  stockProblem: string | undefined;
  onRemove: () => void;
}

/**
 * One invoice line: item, batch of the store (with its stock and expiry), quantity, rate, discount, tax and the line's
 * amount.
 */
export function SaleLineRow({ form, index, requirements, store, saleType, figures, stockProblem, onRemove }: Props) {
  const n = index + 1;
  const id = (field: string) => `sale-line-${index}-${field}`;
  const line = useWatch({ control: form.control, name: `lines.${index}` });
  const inStore = requirements.lots.filter((lot) => lot.store === store);
  const itemIds = new Set(inStore.map((lot) => lot.itemid));
  const items = requirements.items.filter((item) => itemIds.has(item.itemid) || item.itemid === line.itemId);
  const item = requirements.items.find((row) => row.itemid === line.itemId);
  const lots = inStore.filter((lot) => lot.itemid === line.itemId);
  const fromOrder = line.refSoid !== '';
  // The rates that fit the sale type's place of supply (IGST inter-state, else CGST and SGST), and the one chosen.
  const taxes = requirements.taxes.filter(
    (tax) => tax.code === line.taxCode || !saleType || !taxScopeRefusal(saleType, tax),
  );
  const lotLabel = (lot: (typeof lots)[number]) =>
    [
      lot.batchno || `Lot ${lot.gin}`,
      `${formatQuantity(lot.available, item?.um)} in stock`,
      lot.expdate ? `${isExpired(lot, requirements.dat) ? 'expired' : 'expires'} ${formatDate(lot.expdate)}` : '',
    ]
      .filter(Boolean)
      .join(' · ');
  const chooseItem = (itemId: string) => {
    const chosen = requirements.items.find((row) => row.itemid === itemId);
    form.setValue(`lines.${index}.gin`, '');
    form.setValue(`lines.${index}.rat`, chosen ? String(defaultRate(saleType, chosen, undefined)) : '');
  };
  const chooseBatch = (gin: string) => {
    const lot = lots.find((row) => row.gin === gin);
    if (saleType?.pricing === 'COST' && lot)
      form.setValue(`lines.${index}.rat`, String(defaultRate(saleType, item, lot)));
  };
  return (
    <tr>
      <td>{n}</td>
      <td style={{ minWidth: '12rem' }}>
        {fromOrder ? (
          <>
            {item?.itemname ?? line.itemId}
            <Form.Text muted className="d-block">{`Sale order line ${line.refSoLine}`}</Form.Text>
          </>
        ) : (
          <Field
            form={form}
            name={`lines.${index}.itemId`}
            id={id('item')}
            label={`Item, line ${n}`}
            hideLabel
            className=""
            options={items.map((row) => ({ value: row.itemid, label: row.itemname }))}
            onChange={chooseItem}
          />
        )}
      </td>
      <td style={{ minWidth: '14rem' }}>
        <Field
          form={form}
          name={`lines.${index}.gin`}
          id={id('batch')}
          label={`Batch, line ${n}`}
          hideLabel
          className=""
          choose={line.itemId ? 'Choose…' : 'Choose the item first'}
          options={lots.map((lot) => ({ value: lot.gin, label: lotLabel(lot) }))}
          onChange={chooseBatch}
        />
      </td>
      <td style={{ minWidth: '6rem' }}>
        <Field
          form={form}
          name={`lines.${index}.qty`}
          id={id('qty')}
          label={`Quantity, line ${n}`}
          type="quantity"
          hideLabel
          className=""
          problem={stockProblem}
        />
      </td>
      <td style={{ minWidth: '7rem' }}>
        <Field
          form={form}
          name={`lines.${index}.rat`}
          id={id('rate')}
          label={`Rate, line ${n}`}
          type="money"
          hideLabel
          className=""
        />
      </td>
      <td style={{ minWidth: '5rem' }}>
        <Field
          form={form}
          name={`lines.${index}.discPer`}
          id={id('discount')}
          label={`Discount %, line ${n}`}
          type="quantity"
          hideLabel
          className=""
        />
      </td>
      <td style={{ minWidth: '9rem' }}>
        {saleType && !saleType.taxable ? (
          'No tax'
        ) : (
          <Field
            form={form}
            name={`lines.${index}.taxCode`}
            id={id('tax')}
            label={`Tax, line ${n}`}
            hideLabel
            className=""
            choose="No tax"
            options={taxes.map((tax) => ({ value: tax.code, label: tax.name }))}
          />
        )}
      </td>
      <td className="text-end" data-label="Amount">
        {figures ? formatMoney(figures.taxable + figures.tax) : ''}
      </td>
      <td>
        <Button size="sm" variant="link" className="text-danger" aria-label={`Remove line ${n}`} onClick={onRemove}>
          Remove
        </Button>
      </td>
    </tr>
  );
}
