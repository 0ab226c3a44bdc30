import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { LEAD_ROUTES } from '../domain/lead-routes';
import { useLeadWrite } from './lead-api';
import { BLANK_SUBMISSION, submissionSchema, type SubmissionValues } from './submission-form-values';

/** "Record a web enquiry": what the website's contact form posts (SaveCRMContactSubmission), typed in by the desk. */
export function SubmissionForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const form = useForm<SubmissionValues>({ resolver: zodResolver(submissionSchema), defaultValues: BLANK_SUBMISSION });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useLeadWrite(LEAD_ROUTES.saveSubmission);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const [saved, setSaved] = useState(false);
  const leaveQuestion = useLeaveGuard(!saved && form.formState.isDirty);
  const send = (draft: SubmissionValues) => {
    setGeneral(null);
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
  const check = form.handleSubmit(send, () => setGeneral(null));
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h5">
        Record a web enquiry
      </h2>
      <Form noValidate onSubmit={(event) => void check(event)} style={{ maxWidth: '60rem' }}>
        {general && (
          <Alert variant="danger" role="alert">
            {general}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-3">
          <Field form={form} name="first_name" id={`${id}-first`} label="First name" />
          <Field form={form} name="last_name" id={`${id}-last`} label="Last name" />
          <Field form={form} name="company" id={`${id}-company`} label="Company" />
          <Field form={form} name="phonenumber" id={`${id}-phone`} label="Phone" type="tel" />
          <Field form={form} name="business_email" id={`${id}-email`} label="Business e-mail" type="email" />
        </div>
        <Field form={form} name="message" id={`${id}-message`} label="Message" type="textarea" rows={2} />
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
