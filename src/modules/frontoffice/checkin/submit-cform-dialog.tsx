import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { DialogFrame } from '../../../components/dialog-frame';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { useSubmitCForm } from './checkin-api';

interface Props {
  cformNo: string;
  guestName: string;
  onDone: () => void;
  onClose: () => void;
}

/** Marks a C-Form submitted with the reference the FRRO portal gave; once per click. */
export function SubmitCFormDialog({ cformNo, guestName, onDone, onClose }: Props) {
  const form = useForm({ defaultValues: { reference: '' } });
  const reference = useWatch({ control: form.control, name: 'reference' });
  const save = useSubmitCForm();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const confirm = () =>
    void submit(async () => {
      const body = { cformNo, reference: reference.trim() };
      await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      onDone();
    });
  return (
    <DialogFrame
      title={`C-Form ${cformNo} submitted`}
      titleId="cform-submit-title"
      onHide={onClose}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            Not yet
          </Button>
          <Button onClick={confirm} disabled={saving || reference.trim() === ''}>
            Mark submitted
          </Button>
        </>
      }
    >
      <p>{`${guestName}'s C-Form: enter the reference the FRRO portal gave once it was submitted.`}</p>
      <RefusalAlert text={failure} />
      <Field
        form={form}
        name="reference"
        id="cform-reference"
        label="Portal reference"
        maxLength={40}
        className="mb-0"
      />
    </DialogFrame>
  );
}
