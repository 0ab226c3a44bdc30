import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFieldArray, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/form/field';
import { TitledForm } from '../../../components/form/titled-form';
import { markProblems } from '../../../components/form/rule-checks';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { showDoneToast } from '../../../lib/messages/messages';
import type { MirLot, MirRequirements, MirWaiting } from '../domain/mir-types';
import { useSaveMirTest } from './mir-api';
import { byLot, lotLines, type LotValues } from './mir-lot-values';
import { formField, mirTestDefaults, mirTestSchema, type MirTestValues } from './mir-test-form-values';

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
  const form = useForm<MirTestValues>({
    resolver: zodResolver(mirTestSchema(lots)),
    defaultValues: mirTestDefaults(lots),
  });
  const { fields } = useFieldArray({ control: form.control, name: 'lots' });
  const [asking, setAsking] = useState(false);
  const save = useSaveMirTest();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const { errors, isDirty } = form.formState;
  const leaveGuard = useLeaveGuard(isDirty && !save.isSuccess);
  const linesProblem = errors.lots?.root?.message ?? errors.lots?.message;

  const send = form.handleSubmit((values) =>
    submit(async () => {
      const { lines, lotIndexes } = lotLines(lots, values.lots);
      const body = { header: { testid: values.testId }, lines, traCheck: 1 as const };
      try {
        await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const byField = Object.entries(byLot(toApiError(error).fieldErrors ?? {}, lotIndexes));
        markProblems(form, Object.fromEntries(byField.map(([key, message]) => [formField(key), message])));
        throw error;
      }
      attempt.saved();
      showDoneToast(`Test results of goods receipt ${receipt.seq} saved.`);
      onClose();
    }),
  );

  return (
    <TitledForm
      title={`Test goods receipt ${receipt.seq} from ${receipt.vendorname} (${formatDate(receipt.dat)})`}
      onSubmit={send}
    >
      {failure && <Alert variant="danger">{failure}</Alert>}
      {linesProblem && <Alert variant="danger">{linesProblem}</Alert>}
      <Field
        form={form}
        name="testId"
        id="mir-test-id"
        label="Test used"
        options={tests.map((test) => ({ value: test.recordId, label: test.testname }))}
      />
      {fields.map((row, index) => {
        const lot = lots[index]!;
        const name = `Lot ${lot.sno}, ${lot.itemName}: ${formatQuantity(lot.qty, lot.branchId)} received`;
        return (
          <fieldset key={row.id} aria-label={name} className="border rounded p-2 mb-3">
            <legend className="fs-6 fw-semibold">{name}</legend>
            <Row>
              {FIELDS.map(([field, label, type]) => (
                <Col key={field} md={field === 'comments' ? 12 : 3}>
                  <Field
                    form={form}
                    name={`lots.${index}.${field}`}
                    id={`lot-${lot.sno}-${field}`}
                    label={label}
                    type={type}
                    // Quantities take up to 3 decimals: the keypad with the decimal point.
                    inputMode={type === 'number' ? 'decimal' : undefined}
                  />
                </Col>
              ))}
            </Row>
          </fieldset>
        );
      })}
      <div className="d-flex gap-2">
        <LoadingButton loading={saving} loadingText="Saving…">
          Save the results
        </LoadingButton>
        <Button variant="outline-secondary" onClick={() => (isDirty ? setAsking(true) : onClose())}>
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
    </TitledForm>
  );
}
