import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { FormActions } from '../../../components/form/form-actions';
import { FormPage } from '../../../components/form/form-page';
import { ownDescription, RequestLinesPicker } from '../bulk-orders/request-lines-picker';
import { useSaveAndBack } from '../use-save-and-back';
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
  const { send, refusal } = useSaveAndBack(save, (seq) => `Purchase enquiries saved: ${seq}.`, onDone);
  const submit = form.handleSubmit((values) => send(() => toEnquiryBody(values)));
  return (
    <FormPage title="New purchase enquiry" maxWidth="70rem" onSubmit={submit}>
      {refusal && <Alert variant="danger">{refusal}</Alert>}
      <p className="form-text mt-0">
        One enquiry is made for each supplier chosen, each with its own number; the next free one is {requirements.seq}.
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
      <FormActions canSave saving={save.isPending} onBack={onDone} />
    </FormPage>
  );
}
