import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { InputField, SelectField } from '../../../components/form/controlled-fields';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { showDoneToast } from '../../../lib/messages/messages';
import { LIB_ROUTES as API } from '../domain/lib-routes';
import type { JournalReceiptsAnswer } from '../domain/library-types';
import { useLibWrite } from './circulation-api';

type Field = 'journal' | 'date' | 'copies';

/** Records an issue of a journal received: which journal, the day it came, its cover date and label, the copies. */
export function JournalReceiptForm({
  journals,
  today,
}: {
  journals: JournalReceiptsAnswer['journals'];
  today: string;
}) {
  const id = useId();
  const [journal, setJournal] = useState('');
  const [date, setDate] = useState(today);
  const [issueDate, setIssueDate] = useState('');
  const [issueLabel, setIssueLabel] = useState('');
  const [copies, setCopies] = useState('1');
  const [remarks, setRemarks] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const save = useLibWrite(API.saveJournalReceipt);
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const leaveQuestion = useLeaveGuard(journal !== '' || issueLabel !== '' || remarks !== '');
  const send = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!journal) found.journal = 'Choose the journal received.';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) found.date = 'Enter the day it came in.';
    else if (date > today) found.date = 'It cannot come in after today.';
    const count = Number(copies);
    if (!Number.isInteger(count) || count < 1 || count > 99) found.copies = 'Enter a whole number from 1 to 99.';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void submit(async () => {
      const body = {
        header: { journal, date, issueDate, issueLabel: issueLabel.trim(), copies: count, remarks: remarks.trim() },
        traCheck: 1,
      };
      const answer = await save.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      showDoneToast(`Journal receipt ${String(answer.seq ?? '')} saved.`);
      setJournal('');
      setIssueDate('');
      setIssueLabel('');
      setCopies('1');
      setRemarks('');
    });
  };
  return (
    <Form
      noValidate
      onSubmit={(event) => (event.preventDefault(), send())}
      aria-labelledby={`${id}-title`}
      className="border rounded p-3 mb-4"
      style={{ maxWidth: '52rem' }}
    >
      <h2 id={`${id}-title`} className="h5">
        Record an issue received
      </h2>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <SelectField
        id={`${id}-journal`}
        label="Journal"
        value={journal}
        onChange={setJournal}
        error={problems.journal}
        options={journals.map((one) => ({ value: one.code, label: `${one.title} (${one.periodicity.toLowerCase()})` }))}
      />
      <div className="d-flex flex-wrap gap-3">
        <InputField
          id={`${id}-date`}
          label="Received on"
          type="date"
          value={date}
          onChange={setDate}
          error={problems.date}
        />
        <InputField
          id={`${id}-issue-date`}
          label="Issue (cover) date"
          type="date"
          value={issueDate}
          onChange={setIssueDate}
          help="Empty: the day it came in."
        />
        <InputField
          id={`${id}-copies`}
          label="Copies"
          type="number"
          value={copies}
          onChange={setCopies}
          error={problems.copies}
        />
      </div>
      <div className="d-flex flex-wrap gap-3">
        <InputField
          id={`${id}-label`}
          label="Issue"
          value={issueLabel}
          onChange={setIssueLabel}
          help="As printed: March 2026, Vol. 12 No. 3."
        />
        <InputField id={`${id}-remarks`} label="Remarks" value={remarks} onChange={setRemarks} />
      </div>
      <LoadingButton loading={saving} loadingText="Saving">
        Save the receipt
      </LoadingButton>
      {leaveQuestion}
    </Form>
  );
}
