import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SelectField } from '../../../../components/form/controlled-fields';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { itemsForClass, priceSale } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { BookSaleRequirements, SaleItem } from '../../domain/book-sale-types';
import { FormActions, RefusalAlert } from '../shared/form-bits';
import { useDeskForm } from '../shared/use-desk-form';

type Line = { itemCode: string; quantity: string };
const itemLabel = (item: SaleItem) =>
  `${item.name}${item.size ? `, size ${item.size}` : ''} (${formatMoney(toPaise(item.rate))})`;

/**
 * A sale of books and uniform to a pupil from the price list for their class; saved, it is charged to the pupil's fee
 * ledger.
 */
export function SaleForm({ requirements, onDone }: { requirements: BookSaleRequirements; onDone: () => void }) {
  const id = useId();
  const allowed = useScreenPermission();
  const { draft, set, problems, send, saving, failure, leaveQuestion } = useDeskForm(
    FD_ROUTES.saveBookSale,
    { admissionNo: '', lines: [{ itemCode: '', quantity: '1' }] as Line[] },
    onDone,
  );
  const pupil = requirements.pupils.find((one) => one.admissionNo === draft.admissionNo);
  const items = pupil ? itemsForClass(requirements.items, pupil.className) : [];
  const wanted = draft.lines.map((line) => ({ itemCode: line.itemCode, quantity: Number(line.quantity) }));
  const priced = priceSale(pupil ? pupil.className : null, requirements.items, wanted);
  const setLine = (index: number, patch: Partial<Line>) =>
    set({ lines: draft.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)) });
  const amountOf = (line: Line) => {
    const item = items.find((one) => one.code === line.itemCode);
    const quantity = Number(line.quantity);
    return item && Number.isInteger(quantity) && quantity > 0 ? formatMoney(toPaise(item.rate) * quantity) : '';
  };
  const submit = () =>
    send(
      Array.isArray(priced) ? priced : [],
      { header: { admissionNo: draft.admissionNo }, lines: wanted, traCheck: 1 },
      (seq) => `Sale ${seq} charged to ${pupil?.name ?? 'the pupil'}’s fees.`,
    );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        New book and uniform sale
      </h1>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), submit())} style={{ maxWidth: '48rem' }}>
        <RefusalAlert text={failure} />
        <p className="form-text mt-0">
          Dated today; the total is added to the pupil’s fee ledger, to be paid at Fee collections.
        </p>
        <SelectField
          id={`${id}-pupil`}
          label="Pupil"
          value={draft.admissionNo}
          onChange={(admissionNo) => set({ admissionNo })}
          error={problems.admissionNo}
          options={requirements.pupils.map((one) => ({
            value: one.admissionNo,
            label: `${one.name} (${one.classCode}, ${one.admissionNo})`,
          }))}
        />
        <fieldset className="mb-3">
          <legend className="fs-6">Items</legend>
          {problems.lines && (
            <p className="text-danger small" role="alert">
              {problems.lines}
            </p>
          )}
          {draft.lines.map((line, index) => (
            <div key={index} className="d-flex flex-wrap gap-2 align-items-end">
              <SelectField
                id={`${id}-item-${index}`}
                label={`Item, line ${index + 1}`}
                value={line.itemCode}
                onChange={(itemCode) => setLine(index, { itemCode })}
                error={problems[`lines.${index}.itemCode`]}
                options={items.map((item) => ({ value: item.code, label: itemLabel(item) }))}
              />
              <Form.Group className="mb-3" style={{ maxWidth: '7rem' }}>
                <Form.Label htmlFor={`${id}-quantity-${index}`}>{`Quantity, line ${index + 1}`}</Form.Label>
                <Form.Control
                  id={`${id}-quantity-${index}`}
                  type="number"
                  min={1}
                  max={99}
                  value={line.quantity}
                  isInvalid={!!problems[`lines.${index}.quantity`]}
                  aria-describedby={problems[`lines.${index}.quantity`] ? `${id}-quantity-${index}-error` : undefined}
                  onChange={(event) => setLine(index, { quantity: event.target.value })}
                />
                <Form.Control.Feedback type="invalid" id={`${id}-quantity-${index}-error`}>
                  {problems[`lines.${index}.quantity`]}
                </Form.Control.Feedback>
              </Form.Group>
              <p className="mb-3 ms-2" aria-label={`Amount, line ${index + 1}`}>
                {amountOf(line)}
              </p>
              {draft.lines.length > 1 && (
                <Button
                  variant="outline-danger"
                  size="sm"
                  className="mb-3"
                  onClick={() => set({ lines: draft.lines.filter((_, at) => at !== index) })}
                >
                  {`Remove line ${index + 1}`}
                </Button>
              )}
            </div>
          ))}
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => set({ lines: [...draft.lines, { itemCode: '', quantity: '1' }] })}
          >
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
