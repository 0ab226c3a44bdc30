import type { UseFormReturn } from 'react-hook-form';
import type { CheckinValues } from './checkin-form-values';
import { CheckinPart } from './checkin-part';
import { Field } from '../../../components/form/field';

const MODES = [
  { value: 'CASH', label: 'Cash' },
  { value: 'CARD', label: 'Card' },
  { value: 'UPI', label: 'UPI' },
];

/** An advance taken at check-in, in any mode (a receipt number is given as it saves). */
export function AdvanceSection({ form }: { form: UseFormReturn<CheckinValues> }) {
  return (
    <CheckinPart id="fo-advance" title="Advance">
      <div className="voucher-header">
        <Field
          form={form}
          name="advanceAmount"
          label="Advance received"
          type="money"
          help="Leave empty when none is taken."
        />
        <Field form={form} name="advanceMode" label="Received by" options={MODES} choose={null} />
        <Field form={form} name="advanceReference" label="Card slip or UPI reference (optional)" />
      </div>
    </CheckinPart>
  );
}
