import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { InputField, TextAreaField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { useLeadWrite } from './lead-api';

const BLANK = { first_name: '', last_name: '', company: '', phonenumber: '', business_email: '', message: '' };
type Draft = typeof BLANK;

/** "Record a web enquiry": what the website's contact form posts (SaveCRMContactSubmission), typed in by the desk. */
export function SubmissionForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(BLANK);
  const [problems, setProblems] = useState<Partial<Draft>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useLeadWrite(LEAD_ROUTES.saveSubmission);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(!saved && JSON.stringify(draft) !== JSON.stringify(BLANK));
  const set = (patch: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const send = () => {
    const found: Partial<Draft> = {};
    if (!draft.first_name.trim()) found.first_name = 'Enter the first name.';
    if (!draft.phonenumber.trim() && !draft.business_email.trim())
      found.phonenumber = 'Enter a phone number or a business e-mail.';
    if (!draft.message.trim()) found.message = 'Enter what they asked.';
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      let answer: Record<string, unknown> | null;
      try {
        answer = await save.mutateAsync({ body: draft, idempotencyKey: attempt.keyFor(draft) });
      } catch (error) {
        setGeneral(toApiError(error).message);
        return;
      }
      attempt.saved();
      showDoneToast(`Web enquiry ${String(answer?.id ?? '')} recorded.`);
      setSaved(true);
      onDone();
    });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h5">
        Record a web enquiry
      </h2>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '60rem' }}>
        {general && (
          <Alert variant="danger" role="alert">
            {general}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-3">
          <InputField
            id={`${id}-first`}
            label="First name"
            value={draft.first_name}
            onChange={(first_name) => set({ first_name })}
            error={problems.first_name}
          />
          <InputField
            id={`${id}-last`}
            label="Last name"
            value={draft.last_name}
            onChange={(last_name) => set({ last_name })}
          />
          <InputField
            id={`${id}-company`}
            label="Company"
            value={draft.company}
            onChange={(company) => set({ company })}
          />
          <InputField
            id={`${id}-phone`}
            label="Phone"
            type="tel"
            value={draft.phonenumber}
            onChange={(phonenumber) => set({ phonenumber })}
            error={problems.phonenumber}
          />
          <InputField
            id={`${id}-email`}
            label="Business e-mail"
            type="email"
            value={draft.business_email}
            onChange={(business_email) => set({ business_email })}
          />
        </div>
        <TextAreaField
          id={`${id}-message`}
          label="Message"
          rows={2}
          value={draft.message}
          onChange={(message) => set({ message })}
          error={problems.message}
        />
        <div className="d-flex gap-2">
          <LoadingButton loading={saving} loadingText="Saving">
            Save web enquiry
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
