import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { RefusalAlert } from '../../../components/form/form-actions';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { dueDateOf } from '../domain/issue-rules';
import { LIB_ROUTES as API } from '../domain/lib-routes';
import { memberLabel, type IssueRequirements } from '../domain/library-types';
import { useLibWrite, useMemberStanding } from './circulation-api';
import { CopiesHeld } from './copies-held';
import { copyToAdd, EMPTY_ISSUE, issueSchema, type IssueValues } from './issue-form-values';
import { IssueLinesTable } from './issue-lines-table';

interface Props {
  requirements: IssueRequirements;
  onSaved: (issueNo: string) => void;
}

/** Copies lent to one member today: each copy by accession and copy number, checked as it is added; saved at once. */
export function IssueForm({ requirements, onSaved }: Props) {
  const id = useId();
  const form = useForm<IssueValues>({ resolver: zodResolver(issueSchema(requirements)), defaultValues: EMPTY_ISSUE });
  const [memberKey, dueDate, accession, lines] = useWatch({
    control: form.control,
    name: ['member', 'dueDate', 'accession', 'lines'],
  });
  const [finished, setFinished] = useState<string | null>(null);
  const standing = useMemberStanding(memberKey);
  const save = useLibWrite(API.saveIssue);
  const attempt = useSaveAttemptKey();
  const allowed = useScreenPermission();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(!finished && (memberKey !== '' || lines.length > 0));
  useEffect(() => {
    if (finished) onSaved(finished);
  }, [finished, onSaved]);
  // A member chosen anew: the due date of their kind of loan, and no problem of the last attempt.
  const chooseMember = (key: string) => {
    const chosen = requirements.members.find((one) => one.key === key);
    form.setValue('dueDate', chosen ? dueDateOf(requirements.today, chosen.kind) : '');
    form.clearErrors();
  };
  const add = () => {
    const values = form.getValues();
    const { line, problems } = copyToAdd(values, requirements);
    form.clearErrors();
    for (const problem of problems) form.setError(problem.field, { type: 'validate', message: problem.message });
    if (problems.length > 0) return;
    form.setValue('lines', [...values.lines, line]);
    form.setValue('accession', '');
    form.setValue('copy', '1');
  };
  const lend = (values: IssueValues) => {
    const member = requirements.members.find((one) => one.key === values.member);
    if (!member) return;
    void submit(async () => {
      const body = { header: { memberKey: values.member, dueDate: values.dueDate }, lines: values.lines, traCheck: 1 };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      const issueNo = String(answer.seq ?? '');
      const count = values.lines.length;
      showDoneToast(
        `Issue ${issueNo} saved: ${count} cop${count === 1 ? 'y' : 'ies'} to ${member.name}, due back ${formatDate(values.dueDate)}.`,
      );
      setFinished(issueNo);
    });
  };
  const titleOf = new Map(requirements.books.map((book) => [book.accessionNo, book.title]));
  return (
    <Form noValidate onSubmit={(event) => void form.handleSubmit(lend)(event)} style={{ maxWidth: '52rem' }}>
      <RefusalAlert text={failure} />
      <Field
        form={form}
        name="member"
        id={`${id}-member`}
        label="Member"
        onChange={chooseMember}
        options={requirements.members.map((one) => ({ value: one.key, label: memberLabel(one) }))}
      />
      {memberKey &&
        (standing.data ? <CopiesHeld standing={standing.data} /> : <p role="status">Loading the books they hold…</p>)}
      <p className="mb-2">
        Issued on {formatDate(requirements.today)} (today). Type or scan the accession number, then Enter or Add copy.
      </p>
      <Field form={form} name="dueDate" id={`${id}-due`} label="Due back on" type="date" />
      {/* Enter in the copy's fields adds the copy (a barcode scanner ends with Enter), never saves the issue. */}
      <fieldset
        className="border rounded p-2 mb-3"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            add();
          }
        }}
      >
        <legend className="h6 float-none w-auto px-1 mb-0">Add a copy</legend>
        <div className="d-flex flex-wrap gap-3 align-items-start">
          <Field
            form={form}
            name="accession"
            id={`${id}-accession`}
            label="Accession number"
            help={titleOf.get(accession.trim().toUpperCase())}
          />
          <Field form={form} name="copy" id={`${id}-copy`} label="Copy number" type="number" />
          <Button variant="outline-primary" className="mt-md-4" onClick={add}>
            Add copy
          </Button>
        </div>
      </fieldset>
      <IssueLinesTable
        lines={lines}
        titleOf={titleOf}
        dueDate={dueDate}
        error={form.formState.errors.lines?.message}
        onRemove={(index) =>
          form.setValue(
            'lines',
            lines.filter((_, at) => at !== index),
          )
        }
      />
      {allowed('create') && (
        <LoadingButton loading={saving} loadingText="Saving">
          Issue the books
        </LoadingButton>
      )}
      {leaveQuestion}
    </Form>
  );
}
