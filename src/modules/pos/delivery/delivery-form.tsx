import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { checkedBy } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import type { PosOutlet } from '../../../kits/billing/domain/master-types';
import { newClientId } from '../../../kits/billing/billing-api';
import { useSaveDelivery } from './delivery-api';
import { deliveryDraftProblems, newDelivery, type DeliveryDraft } from './delivery-rules';

const schema = checkedBy(
  z.object({ customerName: z.string(), phone: z.string(), address: z.string(), outlet: z.string(), notes: z.string() }),
  (draft) =>
    Object.entries(deliveryDraftProblems(draft)).flatMap(([field, message]) => (message ? [{ field, message }] : [])),
);

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
  const form = useForm<DeliveryDraft>({
    resolver: zodResolver(schema),
    defaultValues: {
      customerName: '',
      phone: '',
      address: '',
      outlet: outlets.length === 1 ? outlets[0]!.code : '',
      notes: '',
    },
  });
  const { submit, failure } = useOneSubmit();

  const send = form.handleSubmit((draft) =>
    submit(async () => {
      await save.mutateAsync({ delivery: newDelivery(draft, today), traCheck: 1, key });
      onDone();
    }),
  );

  return (
    <Form
      noValidate
      onSubmit={(event) => void send(event)}
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
          <Field
            key={field.name}
            form={form}
            name={field.name}
            id={`delivery-${field.name}`}
            label={field.label}
            type={field.textarea ? 'textarea' : 'text'}
            inputMode={field.inputMode}
            maxLength={field.max}
            className={field.textarea ? 'col-12' : 'col-md-4'}
          />
        ))}
        <Field
          form={form}
          name="outlet"
          id="delivery-outlet"
          label="Outlet"
          options={outlets.map((outlet) => ({ value: outlet.code, label: outlet.name }))}
          className="col-md-4"
        />
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
