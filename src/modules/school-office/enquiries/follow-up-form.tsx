import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { checkedBy, markProblems } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { enquiryRefusalField, followUpProblems } from '../domain/enquiry-rules';
import { FD_ROUTES } from '../domain/fd-routes';
import { useEnquiryWrite } from './enquiry-api';
import { todayOf } from './enquiry-format';
import { problemList } from './field-problems';

/** The follow-up rules (enquiry-rules.ts) on the day of the save. */
const schema = checkedBy(z.object({ note: z.string(), nextDate: z.string() }), (values) =>
  problemList(followUpProblems(values, todayOf())),
);
type Values = z.infer<typeof schema>;
const EMPTY: Values = { note: '', nextDate: '' };

/** Adds today's follow-up to an open enquiry: what was discussed and the next follow-up date (never in the past). */
export function FollowUpForm({ enquiryNo, onDirty }: { enquiryNo: string; onDirty: (dirty: boolean) => void }) {
  const id = useId();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useEnquiryWrite(FD_ROUTES.saveCallFollowUp);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const dirty = form.formState.isDirty;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const store = ({ note, nextDate }: Values) => {
    setGeneral(null);
    return submit(async () => {
      const body = { header: { enquiryNo, note, nextDate }, traCheck: 1 };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const message = toApiError(error).message;
        const field = enquiryRefusalField(message);
        if (field === 'note' || field === 'nextDate') markProblems(form, { [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(`Follow-up added to ${enquiryNo}.`);
      form.reset(EMPTY);
    });
  };
  const send = form.handleSubmit(store, () => setGeneral(null));
  return (
    <Form
      noValidate
      onSubmit={(event) => void send(event)}
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
      <Field form={form} name="note" id={`${id}-note`} label="What was discussed" type="textarea" rows={2} />
      <Field
        form={form}
        name="nextDate"
        id={`${id}-next`}
        label="Next follow-up date"
        type="date"
        help="Leave empty when no further call is agreed."
      />
      <LoadingButton loading={saving} loadingText="Saving">
        Add follow-up
      </LoadingButton>
    </Form>
  );
}
