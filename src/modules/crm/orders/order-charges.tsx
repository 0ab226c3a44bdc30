import Form from 'react-bootstrap/Form';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { formatMoney } from '../../../lib/money/money-format';
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
  const { errors } = form.formState;
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
      <Form.Group controlId="order-advance">
        <Form.Label>Advance received (₹)</Form.Label>
        <Form.Control inputMode="decimal" isInvalid={!!errors.advance} {...form.register('advance')} />
        <Form.Control.Feedback type="invalid">{errors.advance?.message}</Form.Control.Feedback>
      </Form.Group>
      <dl aria-label="Totals" className="mb-0">
        <div className="d-flex justify-content-between gap-3">
          <dt className="fw-normal">Base amount</dt>
          <dd className="mb-0 text-end">{formatMoney(totals.basePaise)}</dd>
        </div>
        {totals.taxes.map((tax) => (
          <div key={tax.taxcode} className="d-flex justify-content-between gap-3">
            <dt className="fw-normal">{`${tax.taxcode} ${tax.taxper}%`}</dt>
            <dd className="mb-0 text-end">{formatMoney(tax.valuePaise)}</dd>
          </div>
        ))}
        <div className="d-flex justify-content-between gap-3 border-top">
          <dt>Total</dt>
          <dd className="mb-0 text-end fw-semibold">{formatMoney(totals.totalPaise)}</dd>
        </div>
      </dl>
    </div>
  );
}
