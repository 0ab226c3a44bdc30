import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { PUNCH_FORMATS } from '../domain/punch-csv';
import { PUNCH_FILE_LIMIT, type InoutImportAnswer } from '../domain/punch-wire';
import { useImportPunches } from './inout-api';
import { ImportResult } from './import-result';

/**
 * Import of a device's CSV (employee code, date-time): the chosen file stays chosen when the import fails, so it can be
 * sent again; the answer lists what came in and every line that did not, with its line number.
 */
export function PunchImport() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<InoutImportAnswer | null>(null);
  const [importedFile, setImportedFile] = useState<File | null>(null);
  // A chosen file not imported yet: leaving asks first.
  const leaveQuestion = useLeaveGuard(file !== null && file !== importedFile);
  const run = useImportPunches();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const send = () => {
    if (!file) return setProblem('Choose the device’s CSV file.');
    if (file.size > PUNCH_FILE_LIMIT)
      return setProblem(`${file.name} is larger than 2 MB: import it in parts (a month at a time).`);
    setProblem(null);
    void submit(async () => {
      const csv = await file.text();
      const idempotencyKey = attempt.keyFor({
        name: file.name,
        size: file.size,
        modified: file.lastModified,
        csv: csv.length,
      });
      setAnswer(await run.mutateAsync({ csv, idempotencyKey }));
      setImportedFile(file);
      attempt.saved();
    });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="border rounded p-3 mb-3">
      <h2 id={`${id}-title`} className="h5">
        Import device file
      </h2>
      <Form noValidate onSubmit={(event) => (event.preventDefault(), send())}>
        <Form.Group controlId={`${id}-file`} className="mb-3">
          <Form.Label>Device file (CSV)</Form.Label>
          <Form.Control
            type="file"
            accept=".csv,text/csv,text/plain"
            isInvalid={!!problem}
            aria-describedby={`${id}-file-help${problem ? ` ${id}-file-error` : ''}`}
            onChange={(event) => {
              setFile((event.target as HTMLInputElement).files?.[0] ?? null);
              setProblem(null);
            }}
          />
          <Form.Text id={`${id}-file-help`} muted className="d-block">
            Two columns: employee code, date-time ({PUNCH_FORMATS}); a header row is allowed. First in and last out per
            day are kept.
          </Form.Text>
          {problem && (
            <Form.Control.Feedback type="invalid" id={`${id}-file-error`}>
              {problem}
            </Form.Control.Feedback>
          )}
        </Form.Group>
        {failure && (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        )}
        <LoadingButton loading={saving} loadingText="Importing">
          Import
        </LoadingButton>
      </Form>
      {answer && <ImportResult answer={answer} />}
      {leaveQuestion}
    </section>
  );
}
