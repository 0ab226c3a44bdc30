import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { dueDateOf, issueProblems, type IssueLineInput, type IssueProblem } from '../domain/issue-rules';
import { LIB_ROUTES as API } from '../domain/lib-routes';
import { memberLabel, type IssueRequirements } from '../domain/library-types';
import { useLibWrite, useMemberStanding } from './circulation-api';
import { CopiesHeld } from './copies-held';
import { issueContextOf } from './issue-context';
import { IssueLinesTable } from './issue-lines-table';

type Field = 'member' | 'dueDate' | 'accession' | 'copy' | 'lines';
type Problems = Partial<Record<Field, string>>;

const problemsOf = (found: readonly IssueProblem[]): Problems => {
  const out: Problems = {};
  for (const problem of found) {
    const field: Field = problem.field === 'date' ? 'dueDate' : problem.field;
    out[field] = out[field] ? `${out[field]} ${problem.message}` : problem.message;
  }
  return out;
};

interface Props {
  requirements: IssueRequirements;
  onSaved: (issueNo: string) => void;
}

/** Copies lent to one member today: each copy by accession and copy number, checked as it is added; saved at once. */
export function IssueForm({ requirements, onSaved }: Props) {
  const id = useId();
  const [memberKey, setMemberKey] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [accession, setAccession] = useState('');
  const [copy, setCopy] = useState('1');
  const [lines, setLines] = useState<IssueLineInput[]>([]);
  const [problems, setProblems] = useState<Problems>({});
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
  const member = requirements.members.find((one) => one.key === memberKey);
  const context = issueContextOf(requirements);
  const input = (next: readonly IssueLineInput[]) =>
    member ? { date: requirements.today, dueDate, member, lines: next } : null;
  const chooseMember = (key: string) => {
    setMemberKey(key);
    const chosen = requirements.members.find((one) => one.key === key);
    setDueDate(chosen ? dueDateOf(requirements.today, chosen.kind) : '');
    setProblems({});
  };
  const add = () => {
    const copyNo = Number(copy);
    const line = { accessionNo: accession.trim().toUpperCase(), copyNo };
    const found: Problems = {};
    if (!member) found.member = 'Choose the member first.';
    if (!line.accessionNo) found.accession = 'Enter the accession number on the book.';
    if (!Number.isInteger(copyNo) || copyNo < 1) found.copy = 'Enter the copy number (1, 2, 3…).';
    const asked = input([...lines, line]);
    if (Object.keys(found).length === 0 && asked) {
      const refused = issueProblems(asked, context).filter(
        (problem) => problem.line === lines.length || problem.field === 'member',
      );
      if (refused.length > 0) found.accession = refused.map((problem) => problem.message).join(' ');
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setLines([...lines, line]);
    setAccession('');
    setCopy('1');
  };
  const send = () => {
    const asked = input(lines);
    const found = asked
      ? problemsOf(issueProblems(asked, context))
      : { member: 'Choose the member who borrows the books.' };
    setProblems(found);
    if (!asked || Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = { header: { memberKey, dueDate }, lines, traCheck: 1 };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      const issueNo = String(answer.seq ?? '');
      showDoneToast(
        `Issue ${issueNo} saved: ${lines.length} cop${lines.length === 1 ? 'y' : 'ies'} to ${asked.member.name}, due back ${formatDate(dueDate)}.`,
      );
      setFinished(issueNo);
    });
  };
  const titleOf = new Map(requirements.books.map((book) => [book.accessionNo, book.title]));
  return (
    <Form noValidate onSubmit={(event) => (event.preventDefault(), send())} style={{ maxWidth: '52rem' }}>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <SelectField
        id={`${id}-member`}
        label="Member"
        value={memberKey}
        onChange={chooseMember}
        error={problems.member}
        options={requirements.members.map((one) => ({ value: one.key, label: memberLabel(one) }))}
      />
      {memberKey &&
        (standing.data ? <CopiesHeld standing={standing.data} /> : <p role="status">Loading the books they hold…</p>)}
      <p className="mb-2">
        Issued on {formatDate(requirements.today)} (today). Type or scan the accession number, then Enter or Add copy.
      </p>
      <InputField
        id={`${id}-due`}
        label="Due back on"
        type="date"
        value={dueDate}
        onChange={setDueDate}
        error={problems.dueDate}
      />
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
          <InputField
            id={`${id}-accession`}
            label="Accession number"
            value={accession}
            onChange={setAccession}
            error={problems.accession}
            help={titleOf.get(accession.trim().toUpperCase())}
          />
          <InputField
            id={`${id}-copy`}
            label="Copy number"
            type="number"
            value={copy}
            onChange={setCopy}
            error={problems.copy}
          />
          <Button variant="outline-primary" className="mt-md-4" onClick={add}>
            Add copy
          </Button>
        </div>
      </fieldset>
      <IssueLinesTable
        lines={lines}
        titleOf={titleOf}
        dueDate={dueDate}
        error={problems.lines}
        onRemove={(index) => setLines(lines.filter((_, at) => at !== index))}
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
