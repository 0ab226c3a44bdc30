import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { showDoneToast } from '../../../lib/messages/messages';
import type { MirLot, MirRequirements, MirWaiting } from '../domain/mir-types';
import { useSaveMirTest } from './mir-api';
import { byLot, lotLines, lotValues, type LotValues } from './mir-lot-values';

interface Props {
  receipt: MirWaiting;
  lots: readonly MirLot[];
  tests: MirRequirements['tests'];
  onClose: () => void;
}

const FIELDS: ReadonlyArray<[keyof LotValues, string, 'number' | 'money' | 'text']> = [
  ['checkedQty', 'Checked', 'number'],
  ['rejectedQty', 'Rejected', 'number'],
  ['rectifiedQty', 'Rectified', 'number'],
  ['rectificationCost', 'Rectification cost (₹)', 'money'],
  ['comments', 'Comments', 'text'],
];

/**
 * The results of one test on the lots of a goods receipt, lot by lot: checked, rejected, rectified (with its cost),
 * comments.
 */
export function MirTestForm({ receipt, lots, tests, onClose }: Props) {
  const initial = lots.map(lotValues);
  const [testId, setTestId] = useState(lots.find((lot) => lot.result)?.result?.testId ?? '');
  const [values, setValues] = useState<LotValues[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const [asking, setAsking] = useState(false);
  const save = useSaveMirTest();
  const attempt = useSaveAttemptKey();
  const dirty =
    JSON.stringify(values) !== JSON.stringify(initial) ||
    testId !== (lots.find((lot) => lot.result)?.result?.testId ?? '');
  const leaveGuard = useLeaveGuard(dirty && !save.isSuccess);

  const change = (index: number, field: keyof LotValues, value: string) =>
    setValues((now) => now.map((lot, at) => (at === index ? { ...lot, [field]: value } : lot)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const { lines, lotIndexes, problems } = lotLines(lots, values);
    if (!testId) problems.testid = 'Choose the raw material test used.';
    setErrors(problems);
    setRefusal('');
    if (Object.keys(problems).length > 0) return;
    const body = { header: { testid: testId }, lines, traCheck: 1 as const };
    save.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: () => {
          attempt.saved();
          showDoneToast(`Test results of goods receipt ${receipt.seq} saved.`);
          onClose();
        },
        onError: (error) => {
          const problem = toApiError(error);
          if (problem.fieldErrors) setErrors(byLot(problem.fieldErrors, lotIndexes));
          setRefusal(problem.message);
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="mir-test-title">
      <h2 id="mir-test-title" className="h5">
        Test goods receipt {receipt.seq} from {receipt.vendorname} ({formatDate(receipt.dat)})
      </h2>
      {refusal && <Alert variant="danger">{refusal}</Alert>}
      {errors.lines && <Alert variant="danger">{errors.lines}</Alert>}
      <SelectField
        id="mir-test-id"
        label="Test used"
        value={testId}
        onChange={setTestId}
        error={errors.testid}
        options={tests.map((test) => ({ value: test.recordId, label: test.testname }))}
      />
      {lots.map((lot, index) => {
        const name = `Lot ${lot.sno}, ${lot.itemName}: ${formatQuantity(lot.qty, lot.branchId)} received`;
        return (
          <fieldset key={lot.sno} aria-label={name} className="border rounded p-2 mb-3">
            <legend className="fs-6 fw-semibold">{name}</legend>
            <Row>
              {FIELDS.map(([field, label, type]) => (
                <Col key={field} md={field === 'comments' ? 12 : 3}>
                  <InputField
                    id={`lot-${lot.sno}-${field}`}
                    label={label}
                    type={type}
                    value={values[index]![field]}
                    onChange={(value) => change(index, field, value)}
                    error={errors[`lines.${index}.${field}`]}
                  />
                </Col>
              ))}
            </Row>
          </fieldset>
        );
      })}
      <div className="d-flex gap-2">
        <LoadingButton loading={save.isPending} loadingText="Saving…">
          Save the results
        </LoadingButton>
        <Button variant="outline-secondary" onClick={() => (dirty ? setAsking(true) : onClose())}>
          Back to the list
        </Button>
      </div>
      {leaveGuard}
      {asking && (
        <ConfirmDialog
          title="Leave without saving?"
          text="The results typed on this form are not saved. Go back and lose them?"
          confirmLabel="Go back"
          onConfirm={onClose}
          onCancel={() => setAsking(false)}
        />
      )}
    </Form>
  );
}
