import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatMoney } from '../../../lib/money/money-format';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { copyName } from '../domain/issue-rules';
import { LIB_ROUTES as API } from '../domain/lib-routes';
import {
  memberLabel,
  type CollectAccount,
  type MemberStanding,
  type ReturnRequirements,
} from '../domain/library-types';
import { useLibWrite, useOutstanding } from './circulation-api';
import { chosenOf, collecting, returnSchema, type ReturnValues } from './return-form-values';
import { ReturnLinesTable } from './return-lines-table';

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
  const [finished, setFinished] = useState<ReturnSaved | null>(null);
  // The rules read the copies the member holds, loaded once the member is chosen: the resolver reads the standing
  // of the latest render when it runs.
  const latest: { standing?: MemberStanding } = {};
  const resolver: Resolver<ReturnValues> = (values, context, options) =>
    zodResolver(returnSchema(latest.standing))(values, context, options);
  const form = useForm<ReturnValues>({
    resolver,
    defaultValues: {
      member: '',
      ticked: [],
      collectNow: false,
      mode: 'CAS',
      account: firstOf(requirements.accounts, 'CAS'),
    },
  });
  const [memberKey, ticked, collectNow, mode] = useWatch({
    control: form.control,
    name: ['member', 'ticked', 'collectNow', 'mode'],
  });
  const outstanding = useOutstanding(memberKey);
  const standing = outstanding.data ?? undefined;
  latest.standing = standing;
  const save = useLibWrite(API.saveReturn);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && ticked.length > 0);
  useEffect(() => {
    if (finished) onSaved(finished);
  }, [finished, onSaved]);
  const { chosen, fine } = chosenOf(standing, ticked);
  const pupil = standing?.member.kind === 'STUDENT';
  const tick = (key: string, on: boolean) =>
    form.setValue('ticked', on ? [...ticked, key] : ticked.filter((one) => one !== key), { shouldDirty: true });
  const send = form.handleSubmit((values) =>
    submit(async () => {
      const { member: memberKey, mode: by, account } = values;
      const body = {
        header: { memberKey, collectNow: collecting(standing, values), mode: by, account },
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
    }),
  );
  return (
    <Form className="d-print-none" noValidate onSubmit={(event) => void send(event)} style={{ maxWidth: '52rem' }}>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {requirements.members.length === 0 && <p role="status">No books are out: there is nothing to take back.</p>}
      <Field
        form={form}
        name="member"
        id={`${id}-member`}
        label="Returned by"
        onChange={() => {
          form.setValue('ticked', []);
          form.clearErrors();
        }}
        options={requirements.members.map((one) => ({
          value: one.key,
          label: `${memberLabel(one)}: ${one.held} out${one.overdue > 0 ? `, ${one.overdue} overdue` : ''}`,
        }))}
      />
      {memberKey && !standing && <p role="status">Loading the books they hold…</p>}
      {standing && (
        <ReturnLinesTable
          copies={standing.held}
          ticked={new Set(ticked)}
          onTick={tick}
          error={form.formState.errors.ticked?.message}
        />
      )}
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
            {...form.register('collectNow')}
          />
          {collectNow && (
            <div className="d-flex flex-wrap gap-3">
              <Field
                form={form}
                name="mode"
                id={`${id}-mode`}
                label="Paid by"
                choose={null}
                options={MODES}
                onChange={(next) => form.setValue('account', firstOf(requirements.accounts, next))}
              />
              <Field
                form={form}
                name="account"
                id={`${id}-account`}
                label="Into account"
                choose={null}
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
