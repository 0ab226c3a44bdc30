import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { LineGrid, type LineColumn } from '../../../kits/trade-documents/line-grid';
import { inputColumns, itemColumn, LineSelect, type LineInputSpec } from '../../../kits/trade-documents/line-inputs';
import { listDiscount, listPrice } from '../domain/sale-pricing';
import { emptyLine, type QuotationFormLine, type QuotationFormValues } from './quotation-form-values';
import type { QuotationRequirements } from './quotation-types';

interface Props {
  form: UseFormReturn<QuotationFormValues>;
  requirements: QuotationRequirements;
}

const INPUTS: LineInputSpec<keyof QuotationFormLine>[] = [
  { name: 'qty', label: 'Quantity', type: 'number' },
  { name: 'rat', label: 'Rate (₹)', type: 'number' },
  { name: 'discPer', label: 'Discount %', type: 'number' },
  { name: 'leadDays', label: 'Lead days', type: 'number' },
  { name: 'itemDescription', label: 'Description', type: 'text' },
];

/** The party's price list rate, discount list percent and tax group for an item (what choosing it fills in). */
export function pricedFor(
  requirements: QuotationRequirements,
  partyId: string,
  itemId: string,
): Pick<QuotationFormLine, 'rat' | 'discPer' | 'taxId'> {
  const party = requirements.suppliers.find((row) => row.recordId === partyId);
  const listed = listPrice(requirements.pricesdet, party?.priceList || requirements.defaultPriceList, itemId);
  const fallback = requirements.pricesdet.find((row) => row.productId === itemId);
  const discount = party ? listDiscount(requirements.discsdet, party.discountList, itemId) : 0;
  return {
    rat: listed ? String(listed.price) : '',
    discPer: String(discount),
    taxId: listed?.taxId ?? fallback?.taxId ?? '',
  };
}

/** The quoted items: item, quantity, rate, discount, tax, lead days, description; choosing an item prices it. */
export function QuotationLines({ form, requirements }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  const error = (index: number, name: keyof QuotationFormLine) => errors?.[index]?.[name]?.message;
  const chooseItem = (index: number, itemId: string) => {
    const priced = pricedFor(requirements, form.getValues('partyId'), itemId);
    (Object.keys(priced) as Array<keyof typeof priced>).forEach((name) =>
      form.setValue(`lines.${index}.${name}`, priced[name], { shouldDirty: true }),
    );
  };
  const items = requirements.materials.map((item) => ({ value: item.itemid, label: `${item.itemname} (${item.um})` }));
  const taxes = requirements.taxesuni.map((group) => ({ value: group.recordId, label: group.name }));
  const columns: LineColumn[] = [
    itemColumn({
      register: (index) =>
        form.register(`lines.${index}.itemId`, {
          onChange: (event: { target: { value: string } }) => chooseItem(index, event.target.value),
        }),
      error: (index) => error(index, 'itemId'),
      options: items,
      style: { minWidth: '12rem' },
    }),
    ...inputColumns(INPUTS, {
      register: (index, name) => form.register(`lines.${index}.${name}`),
      error,
      figuresAsText: true,
      style: (spec) => ({ minWidth: spec.type === 'text' ? '10rem' : '6rem' }),
    }),
    {
      key: 'taxId',
      header: 'Tax',
      style: { minWidth: '8rem' },
      cell: (index, n) => (
        <LineSelect
          label={`Tax, line ${n}`}
          error={error(index, 'taxId')}
          registration={form.register(`lines.${index}.taxId`)}
          placeholder="No tax"
          options={taxes}
        />
      ),
    },
  ];
  return (
    <LineGrid
      rows={fields}
      columns={columns}
      onAdd={() => append(emptyLine())}
      onRemove={remove}
      error={errors?.root?.message || errors?.message}
      responsive
    />
  );
}
