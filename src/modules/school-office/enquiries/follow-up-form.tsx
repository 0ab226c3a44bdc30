import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { InputField, TextAreaField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { enquiryRefusalField, followUpProblems, type EnquiryProblems } from '../domain/enquiry-rules';
import { FD_ROUTES } from '../domain/fd-routes';
import { useEnquiryWrite } from './enquiry-api';
import { todayOf } from './enquiry-format';

/** Adds today's follow-up to an open enquiry: what was discussed and the next follow-up date (never in the past). */
export function FollowUpForm({ enquiryNo, onDirty }: { enquiryNo: string; onDirty: (dirty: boolean) => void }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [nextDate, setNextDate] = useState('');
  const [problems, setProblems] = useState<EnquiryProblems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useEnquiryWrite(FD_ROUTES.saveCallFollowUp);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const dirty = note !== '' || nextDate !== '';
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const send = () => {
    const found = followUpProblems({ note, nextDate }, todayOf());
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = { header: { enquiryNo, note, nextDate }, traCheck: 1 };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const message = toApiError(error).message;
        const field = enquiryRefusalField(message);
        if (field === 'note' || field === 'nextDate') setProblems({ [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(`Follow-up added to ${enquiryNo}.`);
      setNote('');
      setNextDate('');
    });
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      aria-labelledby={`${id}-title`}
      style={{ maxWidth: '48rem' }}
    >
      <h2 id={`${id}-title`} className="h5">
        Add a follow-up
      </h2>
      {general && (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      )}
      <TextAreaField
        id={`${id}-note`}
        label="What was discussed"
        rows={2}
        value={note}
        onChange={setNote}
        error={problems.note}
      />
      <InputField
        id={`${id}-next`}
        label="Next follow-up date"
        type="date"
        value={nextDate}
        onChange={setNextDate}
        error={problems.nextDate}
        help="Leave empty when no further call is agreed."
      />
      <LoadingButton loading={saving} loadingText="Saving">
        Add follow-up
      </LoadingButton>
    </Form>
  );
}
