import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { ownDescription, RequestLinesPicker } from '../bulk-orders/request-lines-picker';
import { useSaveEnquiry } from './enquiry-api';
import { enquiryDefaults, enquirySchema, toEnquiryBody, type EnquiryFormValues } from './enquiry-form-values';
import { EnquiryLines } from './enquiry-lines';
import { EnquirySupplierPicker } from './enquiry-supplier-picker';
import type { EnquiryRequirements } from './enquiry-types';

interface Props {
  requirements: EnquiryRequirements;
  onDone: () => void;
}

/**
 * A new enquiry: the date, the suppliers it goes to, the items and quantities, the notes; the server makes one per
 * supplier.
 */
export function EnquiryForm({ requirements, onDone }: Props) {
  const form = useForm<EnquiryFormValues>({
    resolver: zodResolver(enquirySchema),
    defaultValues: enquiryDefaults(requirements, requirements.dat),
  });
  const save = useSaveEnquiry();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    const body = toEnquiryBody(values);
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Purchase enquiries saved: ${String(answer.seq ?? '')}.`);
          onDone();
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        New purchase enquiry
      </h1>
      <Form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="screen-title"
        style={{ maxWidth: '70rem' }}
      >
        {refusal && <Alert variant="danger">{refusal}</Alert>}
        <p className="form-text mt-0">
          One enquiry is made for each supplier chosen, each with its own number; the next free one is{' '}
          {requirements.seq}.
        </p>
        <div className="d-flex flex-wrap gap-3">
          <Form.Group controlId="enquiry-dat" className="mb-3">
            <Form.Label>Enquiry date</Form.Label>
            <Form.Control type="date" isInvalid={!!errors.dat} {...form.register('dat')} />
            <Form.Control.Feedback type="invalid">{errors.dat?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="enquiry-validity" className="mb-3">
            <Form.Label>Quote by</Form.Label>
            <Form.Control type="date" isInvalid={!!errors.validity} {...form.register('validity')} />
            <Form.Control.Feedback type="invalid">{errors.validity?.message}</Form.Control.Feedback>
          </Form.Group>
        </div>
        <EnquirySupplierPicker form={form} requirements={requirements} />
        <RequestLinesPicker
          fillLabel="Fill the items from the ticked requests"
          onFill={(lines, open) =>
            form.setValue(
              'lines',
              lines.map((line) => ({
                itemId: line.itemid,
                qty: String(line.pendingQty),
                uom: '',
                itemDescription: ownDescription(line, open),
              })),
              { shouldDirty: true },
            )
          }
        />
        <EnquiryLines form={form} requirements={requirements} />
        <Form.Group controlId="enquiry-notes" className="mb-3">
          <Form.Label>Notes</Form.Label>
          <Form.Control as="textarea" rows={3} {...form.register('notes')} />
          <Form.Text muted>One note a line; they close the letter.</Form.Text>
        </Form.Group>
        <div className="d-flex gap-2">
          <LoadingButton loading={save.isPending} loadingText="Saving">
            Save
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </Form>
    </section>
  );
}
