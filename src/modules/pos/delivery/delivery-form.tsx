import { useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { toApiError } from '../../../lib/api/api-error';
import type { PosOutlet } from '../../../kits/billing/domain/master-types';
import { newClientId } from '../../../kits/billing/billing-api';
import { useSaveDelivery } from './delivery-api';
import { deliveryDraftProblems, newDelivery, type DeliveryDraft } from './delivery-rules';

const FIELDS: Array<{
  name: Exclude<keyof DeliveryDraft, 'outlet'>;
  label: string;
  max: number;
  textarea?: boolean;
  inputMode?: 'tel';
}> = [
  { name: 'customerName', label: 'Customer name', max: 60 },
  { name: 'phone', label: 'Phone (10 digits)', max: 10, inputMode: 'tel' },
  { name: 'address', label: 'Delivery address', max: 200, textarea: true },
  { name: 'notes', label: 'Notes for the kitchen and rider', max: 200 },
];

/**
 * A new delivery order: customer, phone, address, outlet, notes; each problem next to its field; one key per form, so
 * it saves once.
 */
export function DeliveryForm({
  outlets,
  today,
  onDone,
}: {
  outlets: readonly PosOutlet[];
  today: string;
  onDone: () => void;
}) {
  const save = useSaveDelivery();
  const [key] = useState(newClientId);
  const [draft, setDraft] = useState<DeliveryDraft>({
    customerName: '',
    phone: '',
    address: '',
    outlet: outlets.length === 1 ? outlets[0]!.code : '',
    notes: '',
  });
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const problems = tried ? deliveryDraftProblems(draft) : {};
  const set = (name: keyof DeliveryDraft, value: string) => setDraft((previous) => ({ ...previous, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (busy.current || Object.keys(deliveryDraftProblems(draft)).length > 0) return;
    busy.current = true;
    setFailure(null);
    try {
      await save.mutateAsync({ delivery: newDelivery(draft, today), traCheck: 1, key });
      onDone();
    } catch (error) {
      setFailure(toApiError(error).message);
    } finally {
      busy.current = false;
    }
  };

  const feedback = (name: keyof DeliveryDraft) => ({
    isInvalid: !!problems[name],
    'aria-describedby': problems[name] ? `delivery-${name}-error` : undefined,
  });
  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="delivery-new-title"
      className="card card-body mb-3"
    >
      <h2 id="delivery-new-title" className="h5">
        New delivery order
      </h2>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <div className="row g-2">
        {FIELDS.map((field) => (
          <Form.Group
            key={field.name}
            className={field.textarea ? 'col-12' : 'col-md-4'}
            controlId={`delivery-${field.name}`}
          >
            <Form.Label>{field.label}</Form.Label>
            {field.textarea ? (
              <Form.Control
                as="textarea"
                rows={2}
                maxLength={field.max}
                value={draft[field.name]}
                onChange={(event) => set(field.name, event.target.value)}
                {...feedback(field.name)}
              />
            ) : (
              <Form.Control
                inputMode={field.inputMode}
                maxLength={field.max}
                value={draft[field.name]}
                onChange={(event) => set(field.name, event.target.value)}
                {...feedback(field.name)}
              />
            )}
            <Form.Control.Feedback id={`delivery-${field.name}-error`} type="invalid">
              {problems[field.name]}
            </Form.Control.Feedback>
          </Form.Group>
        ))}
        <Form.Group className="col-md-4" controlId="delivery-outlet">
          <Form.Label>Outlet</Form.Label>
          <Form.Select
            value={draft.outlet}
            onChange={(event) => set('outlet', event.target.value)}
            {...feedback('outlet')}
          >
            <option value="">Choose…</option>
            {outlets.map((outlet) => (
              <option key={outlet.code} value={outlet.code}>
                {outlet.name}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback id="delivery-outlet-error" type="invalid">
            {problems.outlet}
          </Form.Control.Feedback>
        </Form.Group>
      </div>
      <div className="d-flex gap-2 mt-3">
        <LoadingButton loading={save.isPending} loadingText="Saving">
          Save delivery order
        </LoadingButton>
        <Button variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
