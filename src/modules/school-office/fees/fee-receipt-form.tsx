import { useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { FD_ROUTES as API } from '../domain/fd-routes';
import { type FeeRequirements } from '../domain/fee-ledger-types';
import { FEE_RECEIPT_MODE_LABELS, type FeeReceiptMode } from '../../../kits/school/fee-receipt-types';
import { TERM_LABELS } from '../../../kits/school/school-year';
import { DueTable } from './due-table';
import { receiptLines, type TermChoice } from './fee-allocation';
import { checkReceipt, type ReceiptFields } from './fee-receipt-check';
import { rupees } from './fee-format';
import { useFeeWrite, useStudentDues } from './fees-api';
import { PupilPicker } from './pupil-picker';

const TERM_CHOICES = [
  { value: 'T1', label: TERM_LABELS.T1 },
  { value: 'T2', label: TERM_LABELS.T2 },
  { value: 'ALL', label: 'Every due' },
];

interface Props {
  requirements: FeeRequirements;
  /** A pupil to start with (another desk's "collect now"). */
  admissionNo?: string;
  onSaved: (receiptNo: string, printed: boolean) => void;
  onBack: () => void;
}

/**
 * A payment against a pupil's dues of a term (any part, oldest first), with a concession for a user who may give one;
 * saved, it is printed.
 */
export function FeeReceiptForm({ requirements, admissionNo: start = '', onSaved, onBack }: Props) {
  const id = useId();
  const [admissionNo, setAdmissionNo] = useState(start);
  const [chosenTerm, setTerm] = useState<TermChoice | null>(null);
  const [fields, setFields] = useState<ReceiptFields>({
    amount: '',
    concession: '',
    concessionReason: '',
    reference: '',
  });
  const [mode, setMode] = useState<FeeReceiptMode>('CAS');
  const [account, setAccount] = useState(requirements.accounts.find((one) => one.typ === 'CAS')?.code ?? '');
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [finished, setFinished] = useState<{ receiptNo: string; printed: boolean } | null>(null);
  const dues = useStudentDues(admissionNo);
  const save = useFeeWrite(API.saveFeeReceipt);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const dirty = admissionNo !== start || Object.values(fields).some((value) => value !== '');
  const leaveQuestion = useLeaveGuard(!finished && dirty);
  const set = (field: keyof ReceiptFields) => (value: string) => setFields((now) => ({ ...now, [field]: value }));
  const view = dues.data ?? null;
  useEffect(() => {
    if (finished) onSaved(finished.receiptNo, finished.printed);
  }, [finished, onSaved]);
  // The term first owing until the user chooses one.
  const term: TermChoice = chosenTerm ?? view?.rows.find((row) => row.owed > 0)?.term ?? 'T1';
  const choosePupil = (value: string) => {
    setAdmissionNo(value);
    setTerm(null);
  };
  const checked = useMemo(
    () => (view ? checkReceipt(view, term, fields, requirements.canConcede) : null),
    [view, term, fields, requirements.canConcede],
  );
  const shares = new Map((checked?.lines ?? []).map((line) => [line.dueId, line]));
  const owing = (view?.rows ?? []).filter((row) => row.owed > 0 && (term === 'ALL' || row.term === term));
  const accounts = requirements.accounts.filter((one) => one.typ === mode);
  const chooseMode = (value: string) => {
    const next = value as FeeReceiptMode;
    setMode(next);
    setAccount(requirements.accounts.find((one) => one.typ === next)?.code ?? '');
  };
  const send = () => {
    const found: Partial<Record<string, string>> = { ...(checked?.problems ?? {}) };
    if (!admissionNo) found.admissionNo = 'Choose the pupil who pays';
    else if (!view) found.admissionNo = 'Wait for the dues to load';
    if (!account) found.account = `You have no ${FEE_RECEIPT_MODE_LABELS[mode].toLowerCase()} account assigned`;
    setProblems(found);
    if (Object.keys(found).length > 0 || !checked) return;
    void submit(async () => {
      const header = {
        admissionNo,
        mode,
        account,
        reference: fields.reference.trim(),
        concessionReason: fields.concessionReason.trim(),
      };
      const body = { header, lines: receiptLines(view!, term, checked.paid, checked.concession), traCheck: 1 };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      const receiptNo = String(answer.seq ?? '');
      showDoneToast(`Receipt ${receiptNo} saved.`);
      const printed =
        allowed('print') &&
        (await dataProvider.action(API.printFeeReceipt, receiptNo).then(
          () => true,
          () => false,
        ));
      setFinished({ receiptNo, printed });
    });
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="h3 mb-3">
        New fee receipt
      </h1>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '60rem' }}>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <p className="form-text mt-0">
          Dated today ({formatDate(requirements.today)}); the amount settles the chosen term&apos;s dues oldest first,
          late fines included, and the number is given as it saves.
        </p>
        <PupilPicker
          pupils={requirements.pupils}
          value={admissionNo}
          onChange={choosePupil}
          error={problems.admissionNo}
        />
        {admissionNo && (
          <>
            <SelectField
              id={`${id}-term`}
              label="Dues of"
              placeholder={false}
              value={term}
              onChange={(value) => setTerm(value as TermChoice)}
              options={TERM_CHOICES}
            />
            {view ? (
              <>
                <p>
                  {view.name} ({view.classCode}) owes {rupees(view.totals.owed)} in all, late fines of today{' '}
                  {rupees(view.totals.fineNow)} included.
                </p>
                <DueTable rows={owing} shares={shares} />
              </>
            ) : (
              <p role="status">
                {dues.isError
                  ? 'The dues could not be read: choose the pupil again.'
                  : dues.isSuccess
                    ? `There is no pupil ${admissionNo}.`
                    : 'Loading the dues…'}
              </p>
            )}
          </>
        )}
        <div className="d-flex flex-wrap gap-3">
          <InputField
            id={`${id}-amount`}
            label="Amount received"
            type="money"
            value={fields.amount}
            onChange={set('amount')}
            error={problems.amount}
          />
          <InputField
            id={`${id}-concession`}
            label="Concession"
            type="money"
            value={fields.concession}
            onChange={set('concession')}
            error={problems.concession}
            help={requirements.canConcede ? undefined : 'Needs the approve right on fee collections.'}
          />
        </div>
        <InputField
          id={`${id}-reason`}
          label="Reason for the concession"
          value={fields.concessionReason}
          onChange={set('concessionReason')}
          error={problems.concessionReason}
        />
        <div className="d-flex flex-wrap gap-3">
          <SelectField
            id={`${id}-mode`}
            label="Received by"
            placeholder={false}
            value={mode}
            onChange={chooseMode}
            options={(['CAS', 'BAN', 'MOB'] as const).map((one) => ({
              value: one,
              label: FEE_RECEIPT_MODE_LABELS[one],
            }))}
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
          value={fields.reference}
          onChange={set('reference')}
        />
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
