import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { FormActions, RefusalAlert } from '../../../components/form/form-actions';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { LEAD_ROUTES } from '../domain/lead-routes';
import type { LeadContact } from '../domain/lead-types';
import { contactSchema, contactValuesOf, type ContactValues } from './contact-form-values';
import { useLeadWrite } from './lead-api';
import { PersonFields } from './person-fields';

export const CONTACT_SOURCES = [
  { value: 'WEBSITE', label: 'Website enquiry' },
  { value: 'REFERRAL', label: 'Referral' },
  { value: 'WALKIN', label: 'Walk-in' },
  { value: 'EXPO', label: 'Trade show or expo' },
  { value: 'CALL', label: 'Cold call' },
  { value: 'SOCIAL', label: 'Social media' },
  { value: 'ADVERT', label: 'Advertisement' },
];

/** A contact's details (SavecrmleadContact / Updatecrmleadcontact). */
export function ContactForm({ contact, onDone }: { contact: LeadContact | null; onDone: () => void }) {
  const id = useId();
  const creating = contact === null;
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: contactValuesOf(contact),
  });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useLeadWrite(creating ? LEAD_ROUTES.saveContact : LEAD_ROUTES.updateContact);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving } = useRepeatSubmit();
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(!saved && form.formState.isDirty);
  const send = (draft: ContactValues) => {
    setGeneral(null);
    void submit(async () => {
      const body = { ...draft, id: contact?.id, lead_id: contact?.lead_id ?? null };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        setGeneral(toApiError(error).message);
        return;
      }
      attempt.saved();
      showDoneToast(creating ? `Contact ${draft.first_name} ${draft.last_name} added.` : 'Changes saved.');
      setSaved(true);
      onDone();
    });
  };
  const check = form.handleSubmit(send, () => setGeneral(null));
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {creating ? 'New contact' : `Contact ${contact.id}`}
      </h1>
      <Form noValidate onSubmit={(event) => void check(event)} style={{ maxWidth: '60rem' }}>
        <RefusalAlert text={general} />
        <PersonFields
          form={form}
          id={id}
          last={<Field form={form} name="lead_source" id={`${id}-source`} label="Source" options={CONTACT_SOURCES} />}
        />
        <Field form={form} name="notes" id={`${id}-notes`} label="Notes" type="textarea" rows={2} />
        <FormActions
          canSave={allowed(creating ? 'create' : 'modify')}
          saving={saving}
          onBack={onDone}
          saveLabel={creating ? 'Save contact' : 'Save changes'}
        />
      </Form>
      {leaveQuestion}
    </section>
  );
}
