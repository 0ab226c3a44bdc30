import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { copyName } from '../domain/issue-rules';
import { LIB_ROUTES as API } from '../domain/lib-routes';
import { memberLabel, type CollectAccount, type ReturnRequirements } from '../domain/library-types';
import { useLibWrite, useOutstanding } from './circulation-api';
import { copyKeyOf, ReturnLinesTable } from './return-lines-table';

const MODES = [
  { value: 'CAS', label: 'Cash' },
  { value: 'BAN', label: 'Bank' },
  { value: 'MOB', label: 'Wallet' },
];

/** What a saved return answered: its number, the fine posted and, collected at once, the fee receipt (or why not). */
export interface ReturnSaved {
  returnNo: string;
  fine: number;
  receiptNo: string;
  notice: string;
  memberName: string;
  date: string;
  lines: Array<{ copy: string; title: string; dueDate: string; daysLate: number; fine: number }>;
}

interface Props {
  requirements: ReturnRequirements;
  onSaved: (saved: ReturnSaved) => void;
}

const firstOf = (accounts: readonly CollectAccount[], typ: string) =>
  accounts.find((one) => one.typ === typ)?.code ?? '';

/**
 * Copies taken back from one member today; a pupil's fine for the days late goes to the fee ledger, or is collected at
 * once.
 */
export function ReturnForm({ requirements, onSaved }: Props) {
  const id = useId();
  const [memberKey, setMemberKey] = useState('');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [collectNow, setCollectNow] = useState(false);
  const [mode, setMode] = useState('CAS');
  const [account, setAccount] = useState(firstOf(requirements.accounts, 'CAS'));
  const [problems, setProblems] = useState<Partial<Record<'member' | 'lines' | 'account', string>>>({});
  const [finished, setFinished] = useState<ReturnSaved | null>(null);
  const outstanding = useOutstanding(memberKey);
  const save = useLibWrite(API.saveReturn);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && ticked.size > 0);
  useEffect(() => {
    if (finished) onSaved(finished);
  }, [finished, onSaved]);
  const standing = outstanding.data;
  const chosen = (standing?.held ?? []).filter((copy) => ticked.has(copyKeyOf(copy)));
  const fine = sumPaise(chosen.map((copy) => toPaise(copy.fine)));
  const pupil = standing?.member.kind === 'STUDENT';
  const tick = (key: string, on: boolean) =>
    setTicked((now) => (on ? new Set([...now, key]) : new Set([...now].filter((one) => one !== key))));
  const chooseMember = (key: string) => {
    setMemberKey(key);
    setTicked(new Set());
    setProblems({});
  };
  const chooseMode = (next: string) => {
    setMode(next);
    setAccount(firstOf(requirements.accounts, next));
  };
  const send = () => {
    const found: typeof problems = {};
    if (!memberKey) found.member = 'Choose the member who returns the books.';
    else if (chosen.length === 0) found.lines = 'Tick the copies returned.';
    const collecting = collectNow && pupil && fine > 0;
    if (collecting && !account) found.account = 'You have no account of this kind to receive the fine into.';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = {
        header: { memberKey, collectNow: collecting, mode, account },
        lines: chosen.map(({ issueNo, accessionNo, copyNo }) => ({ issueNo, accessionNo, copyNo })),
        traCheck: 1,
      };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      const saved: ReturnSaved = {
        returnNo: String(answer.seq ?? ''),
        fine: Number(answer.fine ?? 0),
        receiptNo: String(answer.receiptNo ?? ''),
        notice: String(answer.notice ?? ''),
        memberName: standing?.member.name ?? '',
        date: requirements.today,
        lines: chosen.map((copy) => ({
          copy: copyName(copy.accessionNo, copy.copyNo),
          title: copy.title,
          dueDate: copy.dueDate,
          daysLate: copy.daysLate,
          fine: pupil ? copy.fine : 0,
        })),
      };
      showDoneToast(`Return ${saved.returnNo} saved.`);
      setFinished(saved);
    });
  };
  return (
    <Form
      className="d-print-none"
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      style={{ maxWidth: '52rem' }}
    >
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {requirements.members.length === 0 && <p role="status">No books are out: there is nothing to take back.</p>}
      <SelectField
        id={`${id}-member`}
        label="Returned by"
        value={memberKey}
        onChange={chooseMember}
        error={problems.member}
        options={requirements.members.map((one) => ({
          value: one.key,
          label: `${memberLabel(one)}: ${one.held} out${one.overdue > 0 ? `, ${one.overdue} overdue` : ''}`,
        }))}
      />
      {memberKey && !standing && <p role="status">Loading the books they hold…</p>}
      {standing && <ReturnLinesTable copies={standing.held} ticked={ticked} onTick={tick} error={problems.lines} />}
      {standing && (
        <p role="status" className="fw-semibold">
          {pupil ? `Fine for the copies ticked: ${formatMoney(fine)}` : 'Staff are not fined.'}
        </p>
      )}
      {pupil && fine > 0 && (
        <fieldset className="border rounded p-2 mb-3">
          <legend className="h6 float-none w-auto px-1 mb-0">The fine</legend>
          <Form.Check
            id={`${id}-collect`}
            className="mb-2"
            label="Collect now (a fee receipt); otherwise it goes to the pupil's fee ledger"
            checked={collectNow}
            onChange={(event) => setCollectNow(event.target.checked)}
          />
          {collectNow && (
            <div className="d-flex flex-wrap gap-3">
              <SelectField
                id={`${id}-mode`}
                label="Paid by"
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
                options={requirements.accounts
                  .filter((one) => one.typ === mode)
                  .map((one) => ({ value: one.code, label: `${one.detail} (${one.code})` }))}
              />
            </div>
          )}
        </fieldset>
      )}
      {allowed('create') && (
        <LoadingButton loading={saving} loadingText="Saving">
          Take back the books
        </LoadingButton>
      )}
      {leaveQuestion}
    </Form>
  );
}
