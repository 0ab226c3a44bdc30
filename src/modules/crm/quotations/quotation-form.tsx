import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { FormActions, RefusalAlert } from '../../../components/form/form-actions';
import { FormPage } from '../../../components/form/form-page';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { NextNumberNote } from '../../../kits/trade-documents/next-number-note';
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
  const { isDirty } = form.formState;
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
  const title = saved ? `Sale quotation ${saved.header.seq}` : 'New sale quotation';
  return (
    <FormPage title={title} maxWidth="90rem" onSubmit={submit} after={leaveQuestion}>
      <RefusalAlert text={refusal} />
      {lead && (
        <p>{`Quoting lead ${lead.id}: ${lead.company}${lead.name ? ` (${lead.name})` : ''}${lead.partyId ? '' : '; not a customer yet, the quotation carries the lead’s company'}.`}</p>
      )}
      {!saved && <NextNumberNote next={requirements.seq} />}
      <div className="d-flex flex-wrap gap-3">
        <Field
          form={form}
          name="partyId"
          id="crm-quotation-party"
          label="Customer"
          choose={
            lead && !lead.partyId
              ? `${lead.company} (lead)`
              : saved && !saved.header.partyId
                ? `${saved.header.partyName} (lead)`
                : 'Choose…'
          }
          options={requirements.suppliers.map((row) => ({ value: row.recordId, label: row.partyName }))}
          onChange={reprice}
        />
        <Field
          form={form}
          name="refEmployee"
          id="crm-quotation-employee"
          label="Sales person"
          options={requirements.employees.map((row) => ({
            value: row.recordId,
            label: row.tel ? `${row.empname} (${row.tel})` : row.empname,
          }))}
        />
        <Field form={form} name="dat" id="crm-quotation-dat" label="Quotation date" type="date" />
        <Field form={form} name="validity" id="crm-quotation-validity" label="Valid until" type="date" />
        <Field form={form} name="quotationstatus" id="crm-quotation-quotationstatus" label="Status note" />
      </div>
      <QuotationLines form={form} requirements={requirements} />
      <div className="d-flex flex-wrap gap-4 mb-3 align-items-start">
        <div style={{ flex: '1 1 20rem' }}>
          <Field
            form={form}
            name="terms"
            id="crm-quotation-terms"
            label="Terms"
            type="textarea"
            rows={4}
            className=""
          />
        </div>
        <Field
          form={form}
          name="others"
          id="crm-quotation-others"
          label="Other charges (₹)"
          type="money"
          className=""
        />
        <QuotationTotals form={form} requirements={requirements} />
      </div>
      <FormActions canSave saving={save.isPending} onBack={onDone} />
    </FormPage>
  );
}
