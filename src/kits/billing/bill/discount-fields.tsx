import Form from 'react-bootstrap/Form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import type { DiscountKind } from './make-bill-logic';

interface Props<T extends FieldValues> {
  /** The form holding the discount (the Make bill dialog's, a counter sale's). */
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  /** Where the form keeps the discount's figure and its reason. */
  names: { text: Path<T>; reason: Path<T> };
  kind: DiscountKind;
  problem?: string;
  reasonProblem?: string;
  /** Beyond the user's limit: the sentence saying who may approve it. */
  approval?: string;
  disabled: boolean;
  onKind: (kind: DiscountKind) => void;
}

/** The discount: by percent or by amount, with its reason; problems and the approval need shown next to the field. */
export function DiscountFields<T extends FieldValues>(props: Props<T>) {
  const { form, names, kind, problem, reasonProblem, approval, disabled, onKind } = props;
  return (
    <fieldset disabled={disabled} className="mb-3">
      <legend className="h6">Discount</legend>
      <div className="d-flex gap-3 mb-2">
        <Form.Check
          type="radio"
          id="bill-discount-percent"
          name="bill-discount-kind"
          label="By percent"
          checked={kind === 'PERCENT'}
          onChange={() => onKind('PERCENT')}
        />
        <Form.Check
          type="radio"
          id="bill-discount-amount"
          name="bill-discount-kind"
          label="By amount"
          checked={kind === 'AMOUNT'}
          onChange={() => onKind('AMOUNT')}
        />
      </div>
      <div className="row g-2">
        <Field
          form={form}
          name={names.text}
          id="bill-discount"
          label={kind === 'PERCENT' ? 'Discount %' : 'Discount amount (₹)'}
          type="money"
          problem={problem}
          help={approval && <span className="text-warning-emphasis">{approval}</span>}
          className="col-sm-4"
        />
        <Field
          form={form}
          name={names.reason}
          id="bill-discount-reason"
          label="Reason for the discount"
          maxLength={100}
          problem={reasonProblem}
          className="col-sm-8"
        />
      </div>
    </fieldset>
  );
}
