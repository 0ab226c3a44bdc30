import { Field } from '../../../components/form/field';
import { fieldId, type InvoiceFormApi } from './invoice-form-values';

/** One party of the invoice (who bills, or who is billed): its name and address under its legend. */
export function InvoicePartyFields({
  form,
  party,
  legend,
}: {
  form: InvoiceFormApi;
  party: 'billFrom' | 'billTo';
  legend: string;
}) {
  return (
    <fieldset>
      <legend className="h5">{legend}</legend>
      <Field form={form} name={`${party}.name`} id={fieldId(`${party}.name`)} label={`${legend} name`} />
      <Field
        form={form}
        name={`${party}.address`}
        id={fieldId(`${party}.address`)}
        label={`${legend} address`}
        type="textarea"
        rows={3}
      />
    </fieldset>
  );
}
