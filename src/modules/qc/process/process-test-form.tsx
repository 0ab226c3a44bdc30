import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { refusalBeside } from '../../../components/form/refusal-beside';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { QC_PROCESS_ROUTES as R, type PendingStep } from '../domain/process-routes';
import { useProcessWrite } from './process-api';
import { figuresOf, processTestSchema, refusalField, type ProcessTestValues } from './process-test-form-values';

/** Records the test of one step waiting for QC: the test, samples, rejected, rectified, comments. */
export function ProcessTestForm({
  step,
  tests,
  onDone,
}: {
  step: PendingStep;
  tests: ReadonlyArray<{ code: string; testname: string }>;
  onDone: () => void;
}) {
  const id = useId();
  const previous = step.tested;
  const title = `Step ${step.sno} (${step.processName}) of batch ${step.batchNo}`;
  const form = useForm<ProcessTestValues>({
    resolver: zodResolver(processTestSchema(step.qty, title)),
    defaultValues: {
      testCode: previous?.testCode ?? '',
      // The next step receives the samples less the rejected (the contract's SetQCProcessSet): a new test starts at
      // all the step passed, so that typing a sample size is a choice, not a loss of the rest.
      samplesCollected: String(previous ? previous.samplesCollected : step.qty),
      rejected: previous ? String(previous.rejected) : '',
      rectifiedQty: previous ? String(previous.rectifiedQty) : '',
      comments: previous?.comments ?? '',
    },
  });
  const [general, setGeneral] = useState<string | null>(null);
  const save = useProcessWrite(R.setTest);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  // A test recorded before is being corrected: leaving keeps it as it was, so nothing is asked.
  const leaveQuestion = useLeaveGuard(!previous && form.formState.isDirty);
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const { testCode, comments } = values;
      const body = {
        test: { batchId: step.batchId, sno: step.sno, testCode, ...figuresOf(values), comments },
        traCheck: previous ? 2 : 1,
      };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        setGeneral(refusalBeside(form, error, refusalField));
        return;
      }
      attempt.saved();
      showDoneToast(`Test of ${title} recorded.`);
      onDone();
    }),
  );
  const figure = (
    name: 'samplesCollected' | 'rejected' | 'rectifiedQty',
    suffix: string,
    label: string,
    help?: string,
  ) => (
    <Field
      form={form}
      name={name}
      id={`${id}-${suffix}`}
      label={label}
      type="number"
      inputMode="decimal"
      {...(help ? { help } : {})}
    />
  );
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        setGeneral(null);
        void send(event);
      }}
      aria-label={`Test of ${title}`}
      className="border rounded p-3 mt-3"
      style={{ maxWidth: '48rem' }}
    >
      <h2 className="h5">Test of {title}</h2>
      <p className="text-muted">
        {step.itemName}: {step.qty} {step.um} passed by the step. In-charge: {step.processIncharge || 'not named'}.
      </p>
      <RefusalAlert text={general} />
      <div className="d-flex flex-wrap gap-3">
        <Field
          form={form}
          name="testCode"
          id={`${id}-test`}
          label="Test"
          options={tests.map((test) => ({ value: test.code, label: `${test.testname} (${test.code})` }))}
        />
        {figure(
          'samplesCollected',
          'samples',
          'Samples collected',
          `The next step receives these less the rejected: ${step.qty} passes on all the step made.`,
        )}
        {figure('rejected', 'rejected', 'Rejected')}
        {figure('rectifiedQty', 'rectified', 'Rectified')}
      </div>
      <Field form={form} name="comments" id={`${id}-comments`} label="Comments" type="textarea" rows={2} />
      <div className="d-flex gap-2">
        <LoadingButton loading={saving} loadingText="Saving">
          Record test
        </LoadingButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          Close
        </button>
      </div>
      {leaveQuestion}
    </Form>
  );
}
