import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
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
          <Field form={form} name="dat" id="enquiry-dat" label="Enquiry date" type="date" />
          <Field form={form} name="validity" id="enquiry-validity" label="Quote by" type="date" />
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
        <Field
          form={form}
          name="notes"
          id="enquiry-notes"
          label="Notes"
          type="textarea"
          rows={3}
          help="One note a line; they close the letter."
        />
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
