import Button from 'react-bootstrap/Button';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import type { Paise } from '../../../lib/money/money';
import type { SettleMode } from '../domain/bill-types';
import type { BillingRequirements } from '../domain/master-types';
import { MODE_NAMES } from '../domain/settlement-rules';
import type { SettleValues } from './settle-values';
import { equalRows, tenderRow } from './tender-form';
import { TenderDetails } from './tender-details';

interface Props {
  form: UseFormReturn<SettleValues>;
  modes: readonly SettleMode[];
  total: Paise;
  requirements: Pick<BillingRequirements, 'customers' | 'rooms'>;
}

/**
 * Split tender: several payments (mode and amount) adding up to the bill, or the bill shared equally among the guests.
 */
export function SplitTender({ form, modes, total, requirements }: Props) {
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: 'rows' });
  const rows = useWatch({ control: form.control, name: 'rows' });
  // How many guests share the bill is asked here only: it makes the rows, it is not a value of the settlement.
  const sharing = useForm({ defaultValues: { guests: '2' } });
  const guests = useWatch({ control: sharing.control, name: 'guests' });
  const guestCount = Number(guests);
  const guestsValid = /^\d{1,2}$/.test(guests.trim()) && guestCount >= 2;
  const modeOptions = modes.map((mode) => ({ value: mode, label: MODE_NAMES[mode] }));
  return (
    <fieldset className="mb-3">
      <legend className="h6">Payments</legend>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div style={{ maxWidth: '6rem' }}>
          <Field form={sharing} name="guests" id="settle-guests" label="Guests" type="count" className="" />
        </div>
        <Button
          variant="outline-secondary"
          disabled={!guestsValid}
          onClick={() => replace(equalRows(total, guestCount))}
        >
          Split equally among {guestsValid ? guestCount : 'N'} guests
        </Button>
      </div>
      {fields.map((field, index) => {
        const n = index + 1;
        return (
          <div key={field.id} className="row g-2 align-items-end mb-2 border-bottom pb-2">
            <Field
              form={form}
              name={`rows.${index}.mode`}
              id={`settle-${n}-mode`}
              label={`Mode of payment ${n}`}
              choose={null}
              options={modeOptions}
              className="col-sm-3"
            />
            <Field
              form={form}
              name={`rows.${index}.amount`}
              id={`settle-${n}-amount`}
              label={`Amount of payment ${n} (₹)`}
              type="money"
              className="col-sm-3"
            />
            <div className="col-sm-4">
              <TenderDetails
                form={form}
                name={`rows.${index}`}
                mode={rows[index]?.mode ?? field.mode}
                idPrefix={`settle-${n}`}
                suffix={` of payment ${n}`}
                requirements={requirements}
              />
            </div>
            <div className="col-sm-2">
              <Button variant="outline-danger" size="sm" disabled={fields.length <= 1} onClick={() => remove(index)}>
                Remove payment {n}
              </Button>
            </div>
          </div>
        );
      })}
      <Button variant="outline-secondary" size="sm" onClick={() => append(tenderRow())}>
        Add a payment
      </Button>
    </fieldset>
  );
}
