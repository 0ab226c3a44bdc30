import Form from 'react-bootstrap/Form';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { DocumentTotals } from '../../../kits/trade-documents/document-totals';
import type { OrderRequirements } from '../domain/order-types';
import { totalsOfForm, type OrderFormValues } from './order-form-values';

interface Props {
  form: UseFormReturn<OrderFormValues>;
  requirements: OrderRequirements;
}

/** The taxes on the base, the advance received, and the totals as they will be saved: base + taxes. */
export function OrderCharges({ form, requirements }: Props) {
  const [lines, taxcodes] = useWatch({ control: form.control, name: ['lines', 'taxcodes'] });
  const totals = totalsOfForm({ lines, taxcodes }, requirements);
  return (
    <div className="d-flex flex-wrap gap-4 mb-3">
      <fieldset>
        <legend className="h6">Taxes</legend>
        {requirements.taxes.length === 0 && <p className="small">No sale taxes are set up.</p>}
        <div style={{ maxHeight: '10rem', overflowY: 'auto' }}>
          {requirements.taxes.map((tax) => (
            <Form.Check
              key={tax.code}
              id={`order-tax-${tax.code}`}
              value={tax.code}
              label={`${tax.name} (${tax.percent}%)`}
              {...form.register('taxcodes')}
            />
          ))}
        </div>
      </fieldset>
      <Field form={form} name="advance" id="order-advance" label="Advance received (₹)" type="money" className="" />
      <DocumentTotals
        rows={[
          ['Base amount', totals.basePaise],
          ...totals.taxes.map((tax): [string, number] => [`${tax.taxcode} ${tax.taxper}%`, tax.valuePaise]),
        ]}
        totalPaise={totals.totalPaise}
      />
    </div>
  );
}
