import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import { penaltyAmount, penaltyProblems, type PenaltyRequirements } from '../domain/penalty-rules';
import { STU_ROUTES } from '../domain/stu-routes';
import { usePenaltyWrite } from './penalties-api';

/**
 * The field a backend refusal belongs beside (the pupil, the penalty or the days), else null: shown above the button.
 */
function fieldOfRefusal(message: string): keyof Values | null {
  if (/pupil/i.test(message)) return 'admissionNo';
  if (/days/i.test(message)) return 'days';
  return /penalty/i.test(message) ? 'penalty' : null;
}

const EMPTY = { admissionNo: '', penalty: '', days: '1', remarks: '' };
type Values = typeof EMPTY;
type Problems = Partial<Record<keyof Values, string>>;

/**
 * Gives a pupil a penalty of the master (amount × days when per day): it posts a PENALTY charge to the pupil's fee
 * ledger.
 */
export function PenaltyForm({ requirements }: { requirements: PenaltyRequirements }) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [refused, setRefused] = useState<{ field: keyof Values; message: string } | null>(null);
  const save = usePenaltyWrite(STU_ROUTES.givePenalty);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(JSON.stringify(values) !== JSON.stringify(EMPTY));
  const change = (key: keyof Values, value: string) => setValues((before) => ({ ...before, [key]: value }));
  const head = requirements.penalties.find((one) => one.code === values.penalty);
  const days = head?.perDay ? Number(values.days) : 1;
  const send = () => {
    setRefused(null);
    const found: Problems = {};
    for (const problem of penaltyProblems({ ...values, days }, requirements.penalties))
      found[problem.field] ??= problem.message;
    if (values.days.trim() === '' && head?.perDay) found.days = 'Give the days';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = {
        header: { admissionNo: values.admissionNo, penalty: values.penalty, days, remarks: values.remarks.trim() },
        traCheck: 1,
      };
      let answer;
      try {
        answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      } catch (error) {
        const field = fieldOfRefusal(error instanceof Error ? error.message : '');
        if (field) setRefused({ field, message: error instanceof Error ? error.message : '' });
        throw error;
      }
      attempt.saved();
      showDoneToast(`Penalty ${String(answer.seq ?? '')} given.`);
      setValues(EMPTY);
    });
  };
  const beside = (field: keyof Values) => problems[field] ?? (refused?.field === field ? refused.message : undefined);
  const amount =
    head && (!head.perDay || (Number.isInteger(days) && days > 0)) ? formatMoney(penaltyAmount(head, days)) : null;
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      aria-labelledby={`${id}-title`}
      className="mb-4"
      style={{ maxWidth: '40rem' }}
    >
      <h2 id={`${id}-title`} className="h5">
        Give a penalty
      </h2>
      {failure && !refused && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <SelectField
        id={`${id}-pupil`}
        label="Pupil"
        value={values.admissionNo}
        onChange={(value) => change('admissionNo', value)}
        error={beside('admissionNo')}
        options={requirements.pupils.map((one) => ({
          value: one.admissionNo,
          label: `${one.name}, ${one.classCode} (${one.admissionNo})`,
        }))}
      />
      <SelectField
        id={`${id}-penalty`}
        label="Penalty"
        value={values.penalty}
        onChange={(value) => change('penalty', value)}
        error={beside('penalty')}
        options={requirements.penalties.map((one) => ({
          value: one.code,
          label: `${one.reason}: ${formatMoney(penaltyAmount(one, 1))}${one.perDay ? ' a day' : ''}`,
        }))}
      />
      {head?.perDay && (
        <InputField
          id={`${id}-days`}
          label="Days"
          type="number"
          value={values.days}
          onChange={(value) => change('days', value)}
          error={beside('days')}
        />
      )}
      <InputField
        id={`${id}-remarks`}
        label="Remarks"
        value={values.remarks}
        onChange={(value) => change('remarks', value)}
        error={beside('remarks')}
      />
      {amount && <p aria-live="polite">Amount: {amount}</p>}
      <LoadingButton loading={saving} loadingText="Saving">
        Give penalty
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
