import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField, TextAreaField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { QC_PROCESS_ROUTES as R, type PendingStep } from '../domain/process-routes';
import { testRefusal, type TestField } from '../domain/process-test-rules';
import { useProcessWrite } from './process-api';

type Field = TestField | 'testCode';
const asNumber = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** Which field a server refusal belongs beside (the rest show above the form). */
function refusalField(message: string): Field | null {
  if (message.includes('samples is more')) return 'samplesCollected';
  if (message.includes('rejected +')) return 'rejected';
  if (message.startsWith('Choose the test')) return 'testCode';
  return null;
}

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
  const [testCode, setTestCode] = useState(previous?.testCode ?? '');
  const [samples, setSamples] = useState(previous ? String(previous.samplesCollected) : '');
  const [rejected, setRejected] = useState(previous ? String(previous.rejected) : '');
  const [rectified, setRectified] = useState(previous ? String(previous.rectifiedQty) : '');
  const [comments, setComments] = useState(previous?.comments ?? '');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useProcessWrite(R.setTest);
  const attempt = useSaveAttemptKey();
  const { submit, saving } = useRepeatSubmit();
  const dirty =
    !previous && (testCode !== '' || samples !== '' || rejected !== '' || rectified !== '' || comments !== '');
  const leaveQuestion = useLeaveGuard(dirty);
  const title = `Step ${step.sno} (${step.processName}) of batch ${step.batchNo}`;
  const send = () => {
    const found: Partial<Record<Field, string>> = {};
    const figures = {
      samplesCollected: asNumber(samples),
      rejected: asNumber(rejected),
      rectifiedQty: asNumber(rectified),
    };
    for (const [field, value] of Object.entries(figures) as Array<[TestField, number]>)
      if (!Number.isFinite(value)) found[field] = 'Give a number';
    if (!testCode) found.testCode = 'Choose the test carried out';
    const refused = Object.keys(found).length === 0 ? testRefusal(figures, step.qty, title) : null;
    if (refused) found[refused.field] = refused.message;
    setProblems(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = {
        test: { batchId: step.batchId, sno: step.sno, testCode, ...figures, comments },
        traCheck: previous ? 2 : 1,
      };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const message = toApiError(error).message;
        const field = refusalField(message);
        if (field) setProblems({ [field]: message });
        else setGeneral(message);
        return;
      }
      attempt.saved();
      showDoneToast(`Test of ${title} recorded.`);
      onDone();
    });
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      aria-label={`Test of ${title}`}
      className="border rounded p-3 mt-3"
      style={{ maxWidth: '48rem' }}
    >
      <h2 className="h5">Test of {title}</h2>
      <p className="text-muted">
        {step.itemName}: {step.qty} {step.um} passed by the step. In-charge: {step.processIncharge || 'not named'}.
      </p>
      {general && (
        <Alert variant="danger" role="alert">
          {general}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-3">
        <SelectField
          id={`${id}-test`}
          label="Test"
          value={testCode}
          onChange={setTestCode}
          error={problems.testCode}
          options={tests.map((test) => ({ value: test.code, label: `${test.testname} (${test.code})` }))}
        />
        <InputField
          id={`${id}-samples`}
          label="Samples collected"
          type="number"
          value={samples}
          onChange={setSamples}
          error={problems.samplesCollected}
        />
        <InputField
          id={`${id}-rejected`}
          label="Rejected"
          type="number"
          value={rejected}
          onChange={setRejected}
          error={problems.rejected}
        />
        <InputField
          id={`${id}-rectified`}
          label="Rectified"
          type="number"
          value={rectified}
          onChange={setRectified}
          error={problems.rectifiedQty}
        />
      </div>
      <TextAreaField id={`${id}-comments`} label="Comments" value={comments} onChange={setComments} rows={2} />
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
