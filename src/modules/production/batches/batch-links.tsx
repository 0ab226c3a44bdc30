import Form from 'react-bootstrap/Form';
import type { BatchDraft, OrderChoice } from './batch-draft';

interface Props {
  id: string;
  draft: BatchDraft;
  choices: readonly OrderChoice[];
  people: ReadonlyArray<{ value: string; label: string }>;
  readOnly: boolean;
  onChange: (patch: Partial<BatchDraft>) => void;
}

/**
 * The employees assigned to the batch and the sale-order lines of its product it serves (with the quantity for each).
 */
export function BatchLinks({ id, draft, choices, people, readOnly, onChange }: Props) {
  const toggleEmployee = (name: string, on: boolean) =>
    onChange({ employees: on ? [...draft.employees, name] : draft.employees.filter((one) => one !== name) });
  const toggleOrder = (choice: OrderChoice, on: boolean) => {
    const orders = { ...draft.orders };
    if (on) orders[choice.key] = String(choice.pending);
    else delete orders[choice.key];
    onChange({ orders });
  };
  return (
    <div className="d-flex flex-wrap gap-5">
      <fieldset className="mb-3" disabled={readOnly}>
        <legend className="h6">Employees</legend>
        {people.length === 0 && <p>No employee is on the rolls.</p>}
        <div style={{ maxHeight: '12rem', overflowY: 'auto' }}>
          {people.map((person) => (
            <Form.Check
              key={person.value}
              id={`${id}-employee-${person.value}`}
              label={person.label}
              checked={draft.employees.includes(person.value)}
              onChange={(event) => toggleEmployee(person.value, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="mb-3" disabled={readOnly}>
        <legend className="h6">Sale-order lines served</legend>
        {choices.length === 0 && (
          <p>
            {draft.itemId
              ? 'No approved order line of this product is waiting.'
              : 'Choose the product to see its pending order lines.'}
          </p>
        )}
        {choices.map((choice) => (
          <div key={choice.key} className="d-flex align-items-center gap-2 mb-1">
            <Form.Check
              id={`${id}-order-${choice.key}`}
              label={choice.label}
              checked={choice.key in draft.orders}
              onChange={(event) => toggleOrder(choice, event.target.checked)}
            />
            {choice.key in draft.orders && (
              <Form.Control
                size="sm"
                style={{ width: '7rem' }}
                type="number"
                aria-label={`Quantity for ${choice.seq} line ${choice.lineId}`}
                value={draft.orders[choice.key]}
                onChange={(event) => onChange({ orders: { ...draft.orders, [choice.key]: event.target.value } })}
              />
            )}
          </div>
        ))}
      </fieldset>
    </div>
  );
}
