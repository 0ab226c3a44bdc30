import Button from 'react-bootstrap/Button';
import type { FieldArrayWithId, UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { TENDER_LABELS, TENDER_MODES } from './domain/checkout-types';
import type { SettleValues } from './settle-schema';

const MODE_OPTIONS = TENDER_MODES.map((mode) => ({ value: mode, label: TENDER_LABELS[mode] }));

interface Props {
  form: UseFormReturn<SettleValues>;
  /** The tenders (their numbers make the fields' ids), keyed by the field array. */
  tenders: readonly FieldArrayWithId<SettleValues, 'tenders', 'key'>[];
  /** 'Refund' on a folio in credit, else 'Tender'. */
  word: 'Tender' | 'Refund';
  onRemove: (index: number) => void;
}

/**
 * The tenders of a check-out, one row each (mode, amount, reference), stacked on a phone; each problem beside its
 * amount.
 */
export function TenderRows({ form, tenders, word, onRemove }: Props) {
  return (
    <>
      {tenders.map((tender, index) => {
        const name = `${word} ${index + 1}`;
        const base = `tender-${tender.id}`;
        return (
          <fieldset key={tender.key} className="row g-2 align-items-end mb-2">
            <legend className="visually-hidden">{name}</legend>
            <Field
              form={form}
              name={`tenders.${index}.mode`}
              id={`${base}-mode`}
              label={`${name} mode`}
              options={MODE_OPTIONS}
              choose={null}
              className="col-6 col-md-3"
            />
            <Field
              form={form}
              name={`tenders.${index}.amount`}
              id={`${base}-amount`}
              label={`${name} amount`}
              type="money"
              className="col-6 col-md-3"
            />
            <Field
              form={form}
              name={`tenders.${index}.reference`}
              id={`${base}-reference`}
              label={`${name} reference`}
              maxLength={40}
              className="col-8 col-md-4"
            />
            <div className="col-4 col-md-2">
              <Button
                variant="outline-danger"
                className="w-100"
                onClick={() => onRemove(index)}
                aria-label={`Remove ${name.toLowerCase()}`}
              >
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
