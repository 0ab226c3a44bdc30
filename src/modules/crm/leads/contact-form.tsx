import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField, TextAreaField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { LEAD_ROUTES } from '../domain/lead-routes';
import type { LeadContact } from '../domain/lead-types';
import { useLeadWrite } from './lead-api';

export const CONTACT_SOURCES = [
  { value: 'WEBSITE', label: 'Website enquiry' },
  { value: 'REFERRAL', label: 'Referral' },
  { value: 'WALKIN', label: 'Walk-in' },
  { value: 'EXPO', label: 'Trade show or expo' },
  { value: 'CALL', label: 'Cold call' },
  { value: 'SOCIAL', label: 'Social media' },
  { value: 'ADVERT', label: 'Advertisement' },
];
type Draft = Omit<LeadContact, 'id' | 'lead_id'>;
const BLANK: Draft = {
  first_name: '',
  last_name: '',
  title: '',
  business_email: '',
  phonenumber: '',
  company: '',
  lead_source: '',
  city: '',
  notes: '',
};

/** A contact's details (SavecrmleadContact / Updatecrmleadcontact). */
export function ContactForm({ contact, onDone }: { contact: LeadContact | null; onDone: () => void }) {
  const id = useId();
  const creating = contact === null;
  const initial: Draft = contact ? { ...BLANK, ...contact } : BLANK;
  const [draft, setDraft] = useState<Draft>(initial);
  const [problems, setProblems] = useState<Partial<Draft>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useLeadWrite(creating ? LEAD_ROUTES.saveContact : LEAD_ROUTES.updateContact);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving } = useRepeatSubmit();
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(!saved && JSON.stringify(draft) !== JSON.stringify(initial));
  const set = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const send = () => {
    const found: Partial<Draft> = {};
    if (!draft.first_name.trim()) found.first_name = 'Enter the first name.';
    if (!/^[6-9]\d{9}$/.test(draft.phonenumber.replace(/\D/g, '').slice(-10)))
      found.phonenumber = 'Ten digits starting with 6 to 9, e.g. 9829012345';
    if (draft.business_email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.business_email.trim()))
      found.business_email = 'An e-mail address, e.g. sales@example.in';
    if (!draft.lead_source) found.lead_source = 'Choose the source.';
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
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
  const field = (name: keyof Draft, label: string, type: 'text' | 'tel' | 'email' = 'text') => (
    <InputField
      id={`${id}-${name}`}
      label={label}
      type={type}
      value={draft[name]}
      onChange={(value) => set({ [name]: value })}
      error={problems[name]}
    />
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        {creating ? 'New contact' : `Contact ${contact.id}`}
      </h1>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '60rem' }}>
        {general && (
          <Alert variant="danger" role="alert">
            {general}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-3">
          {field('first_name', 'First name')}
          {field('last_name', 'Last name')}
          {field('title', 'Title')}
          {field('company', 'Company')}
        </div>
        <div className="d-flex flex-wrap gap-3">
          {field('phonenumber', 'Phone', 'tel')}
          {field('business_email', 'Business e-mail', 'email')}
          {field('city', 'City')}
          <SelectField
            id={`${id}-source`}
            label="Source"
            value={draft.lead_source}
            onChange={(lead_source) => set({ lead_source })}
            error={problems.lead_source}
            options={CONTACT_SOURCES}
          />
        </div>
        <TextAreaField
          id={`${id}-notes`}
          label="Notes"
          rows={2}
          value={draft.notes}
          onChange={(notes) => set({ notes })}
        />
        <div className="d-flex gap-2">
          {allowed(creating ? 'create' : 'modify') && (
            <LoadingButton loading={saving} loadingText="Saving">
              {creating ? 'Save contact' : 'Save changes'}
            </LoadingButton>
          )}
          <Button variant="outline-secondary" onClick={onDone}>
            Back to the list
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
