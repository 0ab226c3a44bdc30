import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, type FieldPath } from 'react-hook-form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { useSaveCrmQuotation } from './quotation-api';
import { quotationDefaults, quotationSchema, toQuotationBody, type QuotationFormValues } from './quotation-form-values';
import { pricedFor, QuotationLines } from './quotation-lines';
import { QuotationTotals } from './quotation-totals';
import type { CrmQuotationAnswer, QuotationRequirements } from './quotation-types';

interface Props {
  requirements: QuotationRequirements;
  /** The quotation to modify; null for a new one. */
  saved: CrmQuotationAnswer | null;
  onDone: () => void;
}

/** A sale quotation for a party (its price and discount lists price the items) or a lead not yet a party. */
export function QuotationForm({ requirements, saved, onDone }: Props) {
  const form = useForm<QuotationFormValues>({
    resolver: zodResolver(quotationSchema),
    defaultValues: quotationDefaults(requirements, saved),
  });
  const save = useSaveCrmQuotation();
  const attempt = useSaveAttemptKey();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { errors, isDirty } = form.formState;
  const leaveQuestion = useLeaveGuard(isDirty && !done);
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  const lead = saved ? null : requirements.lead;
  // A new party reprices the chosen items from its own lists.
  const reprice = (partyId: string) =>
    form.getValues('lines').forEach((line, index) => {
      if (!line.itemId) return;
      const priced = pricedFor(requirements, partyId, line.itemId);
      (Object.keys(priced) as Array<keyof typeof priced>).forEach((name) =>
        form.setValue(`lines.${index}.${name}`, priced[name], { shouldDirty: true }),
      );
    });
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    setRefusal(null);
    if (!values.partyId && !lead) {
      form.setError('partyId', { message: 'Choose the customer.' });
      return;
    }
    const body = toQuotationBody(values, requirements, saved);
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.saved();
          showDoneToast(`Sale quotation ${String(answer.seq ?? '')} saved.`);
          setDone(true);
        },
        onError: (failure) => {
          const error = toApiError(failure);
          const marked = Object.entries(error.fieldErrors ?? {});
          for (const [field, message] of marked) form.setError(field as FieldPath<QuotationFormValues>, { message });
          if (!error.isNetwork && !error.isSessionOver) setRefusal(error.message);
        },
      },
    );
  });
  const field = (name: 'dat' | 'validity' | 'quotationstatus', label: string, type: string) => (
    <Form.Group controlId={`crm-quotation-${name}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} isInvalid={!!errors[name]} {...form.register(name)} />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );
  const title = saved ? `Sale quotation ${saved.header.seq}` : 'New sale quotation';
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        {title}
      </h1>
      <Form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="screen-title"
        style={{ maxWidth: '90rem' }}
      >
        {refusal && (
          <Alert variant="danger" role="alert">
            {refusal}
          </Alert>
        )}
        {lead && (
          <p>{`Quoting lead ${lead.id}: ${lead.company}${lead.name ? ` (${lead.name})` : ''}${lead.partyId ? '' : '; not a customer yet, the quotation carries the lead’s company'}.`}</p>
        )}
        {!saved && (
          <p className="form-text mt-0">
            The server gives the number as it saves; the next free one is {requirements.seq}.
          </p>
        )}
        <div className="d-flex flex-wrap gap-3">
          <Form.Group controlId="crm-quotation-party" className="mb-3">
            <Form.Label>Customer</Form.Label>
            <Form.Select
              isInvalid={!!errors.partyId}
              {...form.register('partyId', {
                onChange: (event: { target: { value: string } }) => reprice(event.target.value),
              })}
            >
              <option value="">
                {lead && !lead.partyId
                  ? `${lead.company} (lead)`
                  : saved && !saved.header.partyId
                    ? `${saved.header.partyName} (lead)`
                    : 'Choose…'}
              </option>
              {requirements.suppliers.map((row) => (
                <option key={row.recordId} value={row.recordId}>
                  {row.partyName}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.partyId?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="crm-quotation-employee" className="mb-3">
            <Form.Label>Sales person</Form.Label>
            <Form.Select isInvalid={!!errors.refEmployee} {...form.register('refEmployee')}>
              <option value="">Choose…</option>
              {requirements.employees.map((row) => (
                <option key={row.recordId} value={row.recordId}>
                  {row.tel ? `${row.empname} (${row.tel})` : row.empname}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.refEmployee?.message}</Form.Control.Feedback>
          </Form.Group>
          {field('dat', 'Quotation date', 'date')}
          {field('validity', 'Valid until', 'date')}
          {field('quotationstatus', 'Status note', 'text')}
        </div>
        <QuotationLines form={form} requirements={requirements} />
        <div className="d-flex flex-wrap gap-4 mb-3 align-items-start">
          <Form.Group controlId="crm-quotation-terms" style={{ flex: '1 1 20rem' }}>
            <Form.Label>Terms</Form.Label>
            <Form.Control as="textarea" rows={4} {...form.register('terms')} />
          </Form.Group>
          <Form.Group controlId="crm-quotation-others">
            <Form.Label>Other charges (₹)</Form.Label>
            <Form.Control inputMode="decimal" isInvalid={!!errors.others} {...form.register('others')} />
            <Form.Control.Feedback type="invalid">{errors.others?.message}</Form.Control.Feedback>
          </Form.Group>
          <QuotationTotals form={form} requirements={requirements} />
        </div>
        <div className="d-flex gap-2">
          <LoadingButton loading={save.isPending} loadingText="Saving">
            Save
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
