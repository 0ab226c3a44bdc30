import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { refusalBeside } from '../../../components/form/refusal-beside';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { advanceRefusalField } from '../domain/advance-refusals';
import { HRD_ROUTES } from '../domain/hrd-routes';
import { frmDateOf } from '../domain/salary-month';
import { useAdvanceWrite } from './advances-api';

const schema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/, 'Choose the month whose recovery is skipped'),
  reason: z.string().refine((text) => text.trim() !== '', 'Give the reason for skipping the recovery'),
});
type Values = z.infer<typeof schema>;

/** The field a refusal's words name, when it is one of this form's (the month, the reason). */
function fieldOfRefusal(message: string): keyof Values | null {
  const field = advanceRefusalField(message);
  return field === 'month' || field === 'reason' ? field : null;
}

/** Skips one month's recovery of the employee's advance, with the reason; `onDirty` says whether a reason is typed. */
export function SkipForm({
  empno,
  month,
  onDirty,
}: {
  empno: string;
  month: string;
  onDirty: (dirty: boolean) => void;
}) {
  const id = useId();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { month, reason: '' } });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useAdvanceWrite(HRD_ROUTES.skipAdvanceRecovery);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const dirty = useWatch({ control: form.control, name: 'reason' }) !== '';
  useEffect(() => {
    onDirty(dirty);
    return () => onDirty(false);
  }, [dirty, onDirty]);
  const send = form.handleSubmit((values) => {
    setGeneral(null);
    void submit(async () => {
      // GeneralInformation: the month's first day as the contract's dd-MMM-yyyy.
      const body = { recordId: Number(empno), frmDate: frmDateOf(values.month), detail: values.reason.trim() };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        setGeneral(refusalBeside(form, error, fieldOfRefusal));
        return;
      }
      attempt.saved();
      showDoneToast(`The recovery of ${values.month} is skipped.`);
      form.setValue('reason', '');
    });
  });
  return (
    <Form
      noValidate
      onSubmit={(event) => void send(event)}
      aria-label="Skip a month's recovery"
      style={{ maxWidth: '48rem' }}
    >
      <h2 className="h5">Skip a month's recovery</h2>
      {general && (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-3">
        <Field form={form} name="month" id={`${id}-month`} label="Month" type="month" />
        <Field form={form} name="reason" id={`${id}-reason`} label="Reason for skipping" />
      </div>
      <LoadingButton loading={saving} loadingText="Saving" variant="outline-primary">
        Skip recovery
      </LoadingButton>
    </Form>
  );
}
