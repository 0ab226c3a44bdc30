import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { FormPage } from '../../../components/form/form-page';
import { SaveAndBack } from '../../../components/form/save-and-back';
import { RefusalAlert } from '../../../components/form/form-actions';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { showDoneToast } from '../../../lib/messages/messages';
import { checkContact, type ContactInput } from './contact-rules';
import type { Contact } from './contact-types';
import { useWriteContact } from './contacts-api';

interface Props {
  /** The contact being changed, or null for a new one. */
  base: Contact | null;
  /** Back to the list (after a save, or without saving). */
  onDone: () => void;
}

const FIELDS: ReadonlyArray<keyof ContactInput> = ['name', 'status', 'mood', 'email', 'phone', 'company', 'avatar'];

const emptyInput: ContactInput = {
  name: '',
  status: 'online',
  mood: '',
  email: '',
  phone: '',
  company: '',
  avatar: '',
};

/** The shared contact rules as the form's resolver: each problem shows beside its field. */
const resolver: Resolver<ContactInput> = (values) => {
  const { problems } = checkContact(values);
  if (!problems) return { values, errors: {} };
  const errors: FieldErrors<ContactInput> = {};
  for (const [field, message] of Object.entries(problems))
    errors[field as keyof ContactInput] = { type: 'validate', message };
  return { values: {}, errors };
};

/** A new contact or a change to one: name, status, mood, email, phone, company and picture address. */
export function ContactForm({ base, onDone }: Props) {
  const creating = base === null;
  const write = useWriteContact();
  const busy = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<ContactInput>({ defaultValues: base ? { ...base } : emptyInput, resolver });
  const { errors, isDirty, isSubmitting } = form.formState;
  const leaveQuestion = useLeaveGuard(isDirty && !saved);
  useEffect(() => {
    if (saved) onDone();
  }, [saved, onDone]);

  const saveValid = async (values: ContactInput) => {
    const { draft } = checkContact(values);
    if (busy.current || !draft) return;
    busy.current = true;
    setRefusal(null);
    try {
      await write.mutateAsync(
        base ? { traCheck: 2, contact: { ...draft, id: base.id } } : { traCheck: 1, contact: draft },
      );
      showDoneToast(creating ? `Contact ${draft.name} added.` : `Contact ${draft.name} saved.`);
      setSaved(true);
    } catch (failure) {
      const error = toApiError(failure);
      const fieldErrors = Object.entries(error.fieldErrors ?? {})
        .map(([field, message]) => [field.replace(/^contact\./i, ''), message] as const)
        .filter((entry): entry is readonly [keyof ContactInput, string] =>
          (FIELDS as readonly string[]).includes(entry[0]),
        );
      for (const [field, message] of fieldErrors) form.setError(field, { message });
      if (fieldErrors.length === 0 && !error.isNetwork && !error.isSessionOver) setRefusal(error.message);
    } finally {
      busy.current = false;
    }
  };

  const statusError = errors.status?.message;
  return (
    <FormPage
      title={creating ? 'New contact' : `Edit contact ${base.name}`}
      maxWidth="40rem"
      onSubmit={(event) => form.handleSubmit(saveValid)(event)}
      after={leaveQuestion}
    >
      <RefusalAlert text={refusal} />
      <Field id="contact-name" label="Name" autoComplete="off" form={form} name="name" />
      <fieldset className="mb-3" aria-describedby={statusError ? 'contact-status-error' : undefined}>
        <legend className="form-label fs-6 mb-1">Status</legend>
        <Form.Check
          inline
          type="radio"
          id="contact-status-online"
          label="Online"
          value="online"
          isInvalid={!!statusError}
          {...form.register('status')}
        />
        <Form.Check
          inline
          type="radio"
          id="contact-status-offline"
          label="Offline"
          value="offline"
          isInvalid={!!statusError}
          {...form.register('status')}
        />
        {statusError && (
          <div id="contact-status-error" className="invalid-feedback d-block">
            {statusError}
          </div>
        )}
      </fieldset>
      <Field id="contact-mood" label="Mood" autoComplete="off" form={form} name="mood" />
      <Field id="contact-email" label="Email" type="email" autoComplete="off" form={form} name="email" />
      <Field id="contact-phone" label="Phone" type="tel" autoComplete="off" form={form} name="phone" />
      <Field id="contact-company" label="Company" autoComplete="off" form={form} name="company" />
      <Field
        id="contact-avatar"
        label="Picture address (optional)"
        type="url"
        autoComplete="off"
        form={form}
        name="avatar"
      />
      <SaveAndBack saving={write.isPending || isSubmitting} onBack={onDone} />
    </FormPage>
  );
}
