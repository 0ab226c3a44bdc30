import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { dataProvider } from '../../../lib/api/data-provider';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { parseMoney } from '../../../lib/money/money-parse';
import { showDoneToast } from '../../../lib/messages/messages';
import { RECEIPT_MODE_LABELS, type ReceiptMode, type ReceiptRequirements } from '../domain/hostel-receipt-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { rupees } from '../shared/hostel-format';
import { useHostelWrite } from '../shared/hostel-write';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { DueBillsTable } from './due-bills-table';
import { useDueBills } from './receipts-api';

const MODES = (['CAS', 'BAN', 'MOB'] as const).map((mode) => ({ value: mode, label: RECEIPT_MODE_LABELS[mode] }));
type Problems = Partial<Record<'occupantKey' | 'amount' | 'account', string>>;

interface Props {
  requirements: ReceiptRequirements;
  onSaved: (receiptNo: string, printed: boolean) => void;
  onBack: () => void;
}

/**
 * A payment from an occupant against their bills, settled oldest first, into one of the user's cash, bank or wallet
 * accounts; saved, it is printed.
 */
export function ReceiptForm({ requirements, onSaved, onBack }: Props) {
  const id = useId();
  const [occupantKey, setOccupantKey] = useState('');
  const [amount, setAmount] = useState('');
  const [mode, setMode] = useState<ReceiptMode>('CAS');
  const [account, setAccount] = useState(requirements.accounts.find((one) => one.typ === 'CAS')?.code ?? '');
  const [reference, setReference] = useState('');
  const [remarks, setRemarks] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [finished, setFinished] = useState<{ receiptNo: string; printed: boolean } | null>(null);
  const dues = useDueBills(occupantKey);
  const save = useHostelWrite(API.saveReceipt);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(
    !finished && (occupantKey !== '' || amount !== '' || reference !== '' || remarks !== ''),
  );
  const accounts = requirements.accounts.filter((one) => one.typ === mode);
  const chooseMode = (value: string) => {
    const next = value as ReceiptMode;
    setMode(next);
    setAccount(requirements.accounts.find((one) => one.typ === next)?.code ?? '');
  };
  // Moves on once the form no longer guards against leaving (a render after the save).
  useEffect(() => {
    if (finished) onSaved(finished.receiptNo, finished.printed);
  }, [finished, onSaved]);
  const occupant = requirements.occupants.find((one) => one.key === occupantKey);
  const parsed = parseMoney(amount, { allowNegative: false });
  const send = () => {
    const found: Problems = {};
    if (!occupantKey) found.occupantKey = 'Choose who paid';
    if (!parsed.ok) found.amount = parsed.message;
    else if (parsed.paise === 0) found.amount = 'Enter an amount above zero';
    else if (occupant && parsed.paise > toPaise(occupant.due))
      found.amount = `${formatMoney(parsed.paise)} is more than the ${rupees(occupant.due)} due`;
    if (!account) found.account = `You have no ${RECEIPT_MODE_LABELS[mode].toLowerCase()} account assigned`;
    setProblems(found);
    if (Object.keys(found).length > 0 || !parsed.ok) return;
    void submit(async () => {
      const body = {
        header: {
          occupantKey,
          amount: fromPaise(parsed.paise),
          mode,
          account,
          reference: reference.trim(),
          remarks: remarks.trim(),
        },
        traCheck: 1,
      };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      const receiptNo = String(answer.seq ?? '');
      showDoneToast(`Receipt ${receiptNo} saved.`);
      const printed =
        allowed('print') &&
        (await dataProvider.action(API.printReceipt, receiptNo).then(
          () => true,
          () => false,
        ));
      setFinished({ receiptNo, printed });
    });
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        New hostel receipt
      </h1>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '48rem' }}>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <p className="form-text mt-0">
          Dated today; the amount settles the bills oldest first, and the number is given as it saves.
        </p>
        <SelectField
          id={`${id}-occupant`}
          label="Received from"
          value={occupantKey}
          onChange={setOccupantKey}
          error={problems.occupantKey}
          options={requirements.occupants.map((one) => ({
            value: one.key,
            label: `${one.name}${one.kind === 'GUEST' ? ' (guest)' : ''}, ${one.bedId}: owes ${rupees(one.due)}`,
          }))}
        />
        {occupantKey &&
          (dues.data ? (
            <DueBillsTable bills={dues.data} amountPaise={parsed.ok ? parsed.paise : null} />
          ) : (
            <p role="status">Loading the bills due…</p>
          ))}
        <div className="d-flex flex-wrap gap-3">
          <InputField
            id={`${id}-amount`}
            label="Amount received"
            type="money"
            value={amount}
            onChange={setAmount}
            error={problems.amount}
          />
          <SelectField
            id={`${id}-mode`}
            label="Received by"
            placeholder={false}
            value={mode}
            onChange={chooseMode}
            options={MODES}
          />
          <SelectField
            id={`${id}-account`}
            label="Into account"
            placeholder={false}
            value={account}
            onChange={setAccount}
            error={problems.account}
            options={accounts.map((one) => ({ value: one.code, label: `${one.detail} (${one.code})` }))}
          />
        </div>
        <InputField
          id={`${id}-reference`}
          label="Cheque, transfer or UPI reference"
          value={reference}
          onChange={setReference}
        />
        <InputField id={`${id}-remarks`} label="Remarks" value={remarks} onChange={setRemarks} />
        <div className="d-flex flex-wrap gap-2">
          <LoadingButton loading={saving} loadingText="Saving">
            {allowed('print') ? 'Save and print' : 'Save'}
          </LoadingButton>
          <Button variant="outline-secondary" onClick={onBack}>
            Back to the list
          </Button>
        </div>
      </Form>
      {leaveQuestion}
    </section>
  );
}
