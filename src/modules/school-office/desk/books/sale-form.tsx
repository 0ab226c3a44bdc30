import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { itemsForClass } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { BookSaleRequirements, SaleItem } from '../../domain/book-sale-types';
import { FormActions, RefusalAlert } from '../../../../components/form/form-actions';
import { useDeskForm } from '../shared/use-desk-form';
import {
  NEW_LINE,
  NEW_SALE,
  priceOf,
  pupilOf,
  saleBody,
  saleSchema,
  type SaleLineValues,
  type SaleValues,
} from './sale-form-values';

const itemLabel = (item: SaleItem) =>
  `${item.name}${item.size ? `, size ${item.size}` : ''} (${formatMoney(toPaise(item.rate))})`;

/**
 * A sale of books and uniform to a pupil from the price list for their class; saved, it is charged to the pupil's fee
 * ledger.
 */
export function SaleForm({ requirements, onDone }: { requirements: BookSaleRequirements; onDone: () => void }) {
  const id = useId();
  const allowed = useScreenPermission();
  const form = useForm<SaleValues>({ resolver: zodResolver(saleSchema(requirements)), defaultValues: NEW_SALE });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const admissionNo = useWatch({ control: form.control, name: 'admissionNo' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const { submitWith, saving, failure, leaveQuestion } = useDeskForm(form, FD_ROUTES.saveBookSale, onDone);
  const pupil = pupilOf(requirements, admissionNo);
  const items = pupil ? itemsForClass(requirements.items, pupil.className) : [];
  const priced = priceOf(requirements, { admissionNo, lines });
  const { errors } = form.formState;
  const linesProblem = errors.lines?.message ?? errors.lines?.root?.message;
  const amountOf = (line: SaleLineValues | undefined) => {
    const item = items.find((one) => one.code === line?.itemCode);
    const quantity = Number(line?.quantity);
    return item && Number.isInteger(quantity) && quantity > 0 ? formatMoney(toPaise(item.rate) * quantity) : '';
  };
  const submit = submitWith(
    saleBody,
    (seq, values) => `Sale ${seq} charged to ${pupilOf(requirements, values.admissionNo)?.name ?? 'the pupil'}’s fees.`,
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        New book and uniform sale
      </h1>
      <Form noValidate onSubmit={submit} style={{ maxWidth: '48rem' }}>
        <RefusalAlert text={failure} />
        <p className="form-text mt-0">
          Dated today; the total is added to the pupil’s fee ledger, to be paid at Fee collections.
        </p>
        <Field
          form={form}
          name="admissionNo"
          id={`${id}-pupil`}
          label="Pupil"
          options={requirements.pupils.map((one) => ({
            value: one.admissionNo,
            label: `${one.name} (${one.classCode}, ${one.admissionNo})`,
          }))}
        />
        <fieldset className="mb-3">
          <legend className="fs-6">Items</legend>
          {linesProblem && (
            <p className="text-danger small" role="alert">
              {linesProblem}
            </p>
          )}
          {fields.map((line, index) => (
            <div key={line.id} className="d-flex flex-wrap gap-2 align-items-end">
              <Field
                form={form}
                name={`lines.${index}.itemCode`}
                id={`${id}-item-${index}`}
                label={`Item, line ${index + 1}`}
                options={items.map((item) => ({ value: item.code, label: itemLabel(item) }))}
              />
              <div style={{ maxWidth: '7rem' }}>
                <Field
                  form={form}
                  name={`lines.${index}.quantity`}
                  id={`${id}-quantity-${index}`}
                  label={`Quantity, line ${index + 1}`}
                  type="number"
                  min={1}
                  max={99}
                />
              </div>
              <p className="mb-3 ms-2" aria-label={`Amount, line ${index + 1}`}>
                {amountOf(lines[index])}
              </p>
              {fields.length > 1 && (
                <Button variant="outline-danger" size="sm" className="mb-3" onClick={() => remove(index)}>
                  {`Remove line ${index + 1}`}
                </Button>
              )}
            </div>
          ))}
          <Button variant="outline-primary" size="sm" onClick={() => append(NEW_LINE, { shouldFocus: false })}>
            Add a line
          </Button>
        </fieldset>
        <p className="fw-bold" role="status">
          Total: {Array.isArray(priced) ? '—' : formatMoney(priced.total)}
        </p>
        <FormActions canSave={allowed('create')} saving={saving} onBack={onDone} saveLabel="Save and charge" />
      </Form>
      {leaveQuestion}
    </section>
  );
}
