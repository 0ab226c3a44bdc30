import Form from 'react-bootstrap/Form';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { SUBJECT_MAX, type MailType } from './mail-rules';
import type { MailValues } from './mail-settings-values';

interface Props {
  form: UseFormReturn<MailValues>;
  /** The setting's place in the form's list. */
  index: number;
  mailType: MailType;
  /** The document type's name, e.g. "Orders": the group's legend. */
  label: string;
}

/** The mail settings of one document type: from, copies, subject, and whether they go out by themselves. */
export function MailFields({ form, index, mailType, label }: Props) {
  const id = `mail-${mailType.toLowerCase()}`;
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-2">{label}</legend>
      <Field form={form} name={`mails.${index}.fromAddress`} id={`${id}-from`} label="From address" type="email" />
      <Field
        form={form}
        name={`mails.${index}.ccAddress`}
        id={`${id}-cc`}
        label="Copy to (cc)"
        help="None, one or several addresses separated by commas."
      />
      <Field form={form} name={`mails.${index}.subject`} id={`${id}-subject`} label="Subject" maxLength={SUBJECT_MAX} />
      <Form.Check
        type="switch"
        id={`${id}-auto`}
        label="Send automatically"
        {...form.register(`mails.${index}.sendAutomatically`)}
      />
    </fieldset>
  );
}
