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
import { useSaveQuotation } from './quotation-api';
import { QuotationCharges } from './quotation-charges';
import {
  linesOfEnquiry,
  quotationDefaults,
  quotationSchema,
  toQuotationBody,
  type QuotationFormValues,
} from './quotation-form-values';
import { QuotationLines } from './quotation-lines';
import type { QuotationRequirements } from './quotation-types';

interface Props {
  requirements: QuotationRequirements;
  onDone: () => void;
}

/** A supplier's quotation, typed in; chosen against an enquiry it takes the enquiry's supplier and items. */
export function QuotationForm({ requirements, onDone }: Props) {
  const form = useForm<QuotationFormValues>({
    resolver: zodResolver(quotationSchema),
    defaultValues: quotationDefaults(requirements),
  });
  const save = useSaveQuotation();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors } = form.formState;
  const chooseEnquiry = (recordId: string) => {
    const enquiry = requirements.enquiries.find((row) => String(row.recordId) === recordId);
    if (!enquiry) return;
    form.setValue('vendorid', enquiry.vendorid);
    form.setValue('lines', linesOfEnquiry(enquiry));
  };
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    const body = toQuotationBody(values, requirements);
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Purchase quotation ${String(answer.seq ?? '')} saved.`);
          onDone();
        },
        onError: (failure) => {
          const error = toApiError(failure);
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });
  const field = (name: 'dat' | 'validity' | 'reference', label: string, type: string) => (
    <Form.Group controlId={`quotation-${name}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} isInvalid={!!errors[name]} {...form.register(name)} />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        New purchase quotation
      </h1>
      <Form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="screen-title"
        style={{ maxWidth: '80rem' }}
      >
        {refusal && <Alert variant="danger">{refusal}</Alert>}
        <p className="form-text mt-0">
          The server gives the number as it saves; the next free one is {requirements.pqseq}.
        </p>
        <div className="d-flex flex-wrap gap-3">
          <Form.Group controlId="quotation-enquiry" className="mb-3">
            <Form.Label>Against enquiry</Form.Label>
            <Form.Select
              {...form.register('enquiry', {
                onChange: (event: { target: { value: string } }) => chooseEnquiry(event.target.value),
              })}
            >
              <option value="">None</option>
              {requirements.enquiries.map((row) => (
                <option key={row.recordId} value={row.recordId}>{`${row.seq} — ${row.vendorname}`}</option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="quotation-vendorid" className="mb-3">
            <Form.Label>Supplier</Form.Label>
            <Form.Select isInvalid={!!errors.vendorid} {...form.register('vendorid')}>
              <option value="">Choose…</option>
              {requirements.suppliers.map((row) => (
                <option key={row.accountId} value={row.accountId}>
                  {row.accountname}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.vendorid?.message}</Form.Control.Feedback>
          </Form.Group>
          {field('dat', 'Quotation date', 'date')}
          {field('validity', 'Valid until', 'date')}
          {field('reference', 'Supplier’s reference', 'text')}
        </div>
        <QuotationLines form={form} requirements={requirements} />
        <QuotationCharges form={form} requirements={requirements} />
        <Form.Group controlId="quotation-terms" className="mb-3">
          <Form.Label>Terms</Form.Label>
          <Form.Control as="textarea" rows={3} {...form.register('terms')} />
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
