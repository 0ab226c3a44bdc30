import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm, useWatch } from 'react-hook-form';
import { DialogFrame } from '../../../components/dialog-frame';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { showDoneToast } from '../../../lib/messages/messages';
import type { PenaltyAccount, PenaltyListRow } from '../domain/penalty-rules';
import { STU_ROUTES } from '../domain/stu-routes';
import { usePenaltyWrite } from './penalties-api';

const MODES = [
  { value: 'CAS', label: 'Cash' },
  { value: 'BAN', label: 'Bank' },
  { value: 'MOB', label: 'Wallet' },
];

interface CollectValues {
  mode: string;
  account: string;
  reference: string;
}

/** Collects what is pending on a penalty: a REC fee receipt for its charge, into one of the user's accounts. */
export function CollectDialog({
  row,
  accounts,
  onClose,
}: {
  row: PenaltyListRow;
  accounts: readonly PenaltyAccount[];
  onClose: () => void;
}) {
  const titleId = useId();
  const firstOf = (mode: string) => accounts.find((account) => account.typ === mode)?.code ?? '';
  const form = useForm<CollectValues>({ defaultValues: { mode: 'CAS', account: firstOf('CAS'), reference: '' } });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const choices = accounts.filter((account) => account.typ === mode);
  const [problem, setProblem] = useState<string | undefined>();
  const save = usePenaltyWrite(STU_ROUTES.collectPenalty);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const confirm = () => {
    const { account, reference } = form.getValues();
    const found = account ? undefined : 'Choose the account it goes into';
    setProblem(found);
    if (found) return;
    void submit(async () => {
      const body = { recordId: row.penaltyNo, header: { mode, account, reference: reference.trim() } };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`Received on fee receipt ${String(answer.seq ?? '')}.`);
      onClose();
    });
  };
  return (
    <DialogFrame
      title={`Collect penalty ${row.penaltyNo}`}
      titleId={titleId}
      onHide={onClose}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            Not now
          </Button>
          <Button variant="primary" onClick={confirm} disabled={saving}>
            Collect {formatMoney(toPaise(row.pending))}
          </Button>
        </>
      }
    >
      <p>
        {row.name}, {row.classCode}: {row.reason}, {formatMoney(toPaise(row.pending))} pending.
      </p>
      <RefusalAlert text={failure} />
      <Field
        form={form}
        name="mode"
        id={`${titleId}-mode`}
        label="Received by"
        choose={null}
        onChange={(value) => form.setValue('account', firstOf(value))}
        options={MODES}
      />
      {/* Another mode lists other accounts: the select is made anew with them, showing the first. */}
      <Field
        key={mode}
        form={form}
        name="account"
        id={`${titleId}-account`}
        label="Into account"
        problem={problem}
        options={choices.map((one) => ({ value: one.code, label: one.detail }))}
      />
      {mode !== 'CAS' && (
        <Field form={form} name="reference" id={`${titleId}-reference`} label="Cheque, transfer or UPI reference" />
      )}
    </DialogFrame>
  );
}
