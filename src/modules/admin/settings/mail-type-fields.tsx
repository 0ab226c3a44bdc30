import Form from 'react-bootstrap/Form';
import { SUBJECT_MAX, type MailField, type MailSetting } from './mail-rules';
import { InputField } from '../../../components/form/controlled-fields';

interface Props {
  mail: MailSetting;
  /** The document type's name, e.g. "Orders": the group's legend. */
  label: string;
  errorOf: (field: MailField) => string | undefined;
  onChange: (field: keyof MailSetting, value: string | boolean) => void;
}

/** The mail settings of one document type: from, copies, subject, and whether they go out by themselves. */
export function MailTypeFields({ mail, label, errorOf, onChange }: Props) {
  const id = `mail-${mail.mailType.toLowerCase()}`;
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-2">{label}</legend>
      <InputField
        id={`${id}-from`}
        label="From address"
        type="email"
        value={mail.fromAddress}
        error={errorOf('fromAddress')}
        onChange={(value) => onChange('fromAddress', value)}
      />
      <InputField
        id={`${id}-cc`}
        label="Copy to (cc)"
        value={mail.ccAddress}
        error={errorOf('ccAddress')}
        help="None, one or several addresses separated by commas."
        onChange={(value) => onChange('ccAddress', value)}
      />
      <InputField
        id={`${id}-subject`}
        label="Subject"
        value={mail.subject}
        maxLength={SUBJECT_MAX}
        error={errorOf('subject')}
        onChange={(value) => onChange('subject', value)}
      />
      <Form.Check
        type="switch"
        id={`${id}-auto`}
        label="Send automatically"
        checked={mail.sendAutomatically}
        onChange={(event) => onChange('sendAutomatically', event.target.checked)}
      />
    </fieldset>
  );
}
