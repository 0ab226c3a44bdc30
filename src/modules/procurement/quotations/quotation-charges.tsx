import Form from 'react-bootstrap/Form';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { toPaise } from '../../../lib/money/money';
import { DocumentTotals } from '../../../kits/trade-documents/document-totals';
import { totalsOfForm, type QuotationFormValues } from './quotation-form-values';
import type { QuotationRequirements } from './quotation-types';

interface Props {
  form: UseFormReturn<QuotationFormValues>;
  requirements: QuotationRequirements;
}

/**
 * Taxes (on the base), discount and other charges, and the totals as they will be saved: base + taxes − discount +
 * others.
 */
export function QuotationCharges({ form, requirements }: Props) {
  const [lines, taxCodes, discount, others] = useWatch({
    control: form.control,
    name: ['lines', 'taxCodes', 'discount', 'others'],
  });
  const totals = totalsOfForm({ lines, taxCodes, discount, others }, requirements);
  const rows: Array<[string, number]> = [
    ['Base amount', totals.basePaise],
    ...totals.taxes.map((tax): [string, number] => [`${tax.taxCode} ${tax.taxPer}%`, tax.valuePaise]),
    ['Discount', -toPaise(discount)],
    ['Other charges', toPaise(others)],
  ];
  return (
    <div className="d-flex flex-wrap gap-4 mb-3">
      <fieldset>
        <legend className="h6">Taxes</legend>
        <div style={{ maxHeight: '10rem', overflowY: 'auto' }}>
          {requirements.taxes.map((tax) => (
            <Form.Check
              key={tax.taxCode}
              id={`quotation-tax-${tax.taxCode}`}
              value={tax.taxCode}
              label={`${tax.taxCode} (${tax.taxPer}%)`}
              {...form.register('taxCodes')}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <Field form={form} name="discount" id="quotation-discount" label="Discount (₹)" type="money" className="mb-2" />
        <Field form={form} name="others" id="quotation-others" label="Other charges (₹)" type="money" className="" />
      </div>
      <DocumentTotals rows={rows} totalPaise={totals.totalPaise} />
    </div>
  );
}
