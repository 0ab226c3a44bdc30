import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
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
  const [mode, setMode] = useState<string>('CAS');
  const choices = accounts.filter((account) => account.typ === mode);
  const [account, setAccount] = useState(choices[0]?.code ?? '');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const save = usePenaltyWrite(STU_ROUTES.collectPenalty);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const chooseMode = (value: string) => {
    setMode(value);
    setAccount(accounts.find((one) => one.typ === value)?.code ?? '');
  };
  const confirm = () => {
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
    <Modal show onHide={onClose} aria-labelledby={titleId} centered>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className="h5">
          Collect penalty {row.penaltyNo}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          {row.name}, {row.classCode}: {row.reason}, {formatMoney(toPaise(row.pending))} pending.
        </p>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <SelectField
          id={`${titleId}-mode`}
          label="Received by"
          placeholder={false}
          value={mode}
          onChange={chooseMode}
          options={MODES}
        />
        <SelectField
          id={`${titleId}-account`}
          label="Into account"
          value={account}
          onChange={setAccount}
          error={problem}
          options={choices.map((one) => ({ value: one.code, label: one.detail }))}
        />
        {mode !== 'CAS' && (
          <InputField
            id={`${titleId}-reference`}
            label="Cheque, transfer or UPI reference"
            value={reference}
            onChange={setReference}
          />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Not now
        </Button>
        <Button variant="primary" onClick={confirm} disabled={saving}>
          Collect {formatMoney(toPaise(row.pending))}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
