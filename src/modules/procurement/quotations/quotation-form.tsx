import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { FormActions, RefusalAlert } from '../../../components/form/form-actions';
import { FormPage } from '../../../components/form/form-page';
import { NextNumberNote } from '../../../kits/trade-documents/next-number-note';
import { useSaveAndBack } from '../use-save-and-back';
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
  const { send, refusal } = useSaveAndBack(save, (seq) => `Purchase quotation ${seq} saved.`, onDone);
  const chooseEnquiry = (recordId: string) => {
    const enquiry = requirements.enquiries.find((row) => String(row.recordId) === recordId);
    if (!enquiry) return;
    form.setValue('vendorid', enquiry.vendorid);
    form.setValue('lines', linesOfEnquiry(enquiry));
  };
  const submit = form.handleSubmit((values) => send(() => toQuotationBody(values, requirements)));
  return (
    <FormPage title="New purchase quotation" maxWidth="80rem" onSubmit={submit}>
      <RefusalAlert text={refusal} />
      <NextNumberNote next={requirements.pqseq} />
      <div className="d-flex flex-wrap gap-3">
        <Field
          form={form}
          name="enquiry"
          id="quotation-enquiry"
          label="Against enquiry"
          options={requirements.enquiries.map((row) => ({
            value: String(row.recordId),
            label: `${row.seq} — ${row.vendorname}`,
          }))}
          choose="None"
          onChange={chooseEnquiry}
        />
        <Field
          form={form}
          name="vendorid"
          id="quotation-vendorid"
          label="Supplier"
          options={requirements.suppliers.map((row) => ({ value: row.accountId, label: row.accountname }))}
        />
        <Field form={form} name="dat" id="quotation-dat" label="Quotation date" type="date" />
        <Field form={form} name="validity" id="quotation-validity" label="Valid until" type="date" />
        <Field form={form} name="reference" id="quotation-reference" label="Supplier’s reference" />
      </div>
      <QuotationLines form={form} requirements={requirements} />
      <QuotationCharges form={form} requirements={requirements} />
      <Field form={form} name="terms" id="quotation-terms" label="Terms" type="textarea" rows={3} />
      <FormActions canSave saving={save.isPending} onBack={onDone} />
    </FormPage>
  );
}
