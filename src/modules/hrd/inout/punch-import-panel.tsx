import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { describedBy, FieldFrame } from '../../../components/form/field-frame';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { useLeaveGuard } from '../../../engine/form/use-leave-guard';
import { useRepeatSubmit } from '../../../lib/hooks/use-one-submit';
import { PUNCH_FORMATS } from '../domain/punch-csv';
import type { InoutImportAnswer } from '../domain/punch-wire';
import { useImportPunches } from './inout-api';
import { ImportResult } from './import-result';
import { punchImportSchema, type PunchImportInput, type PunchImportValues } from './punch-import-values';

/**
 * Import of a device's CSV (employee code, date-time): the chosen file stays chosen when the import fails, so it can be
 * sent again; the answer lists what came in and every line that did not, with its line number.
 */
export function PunchImport() {
  const id = useId();
  const form = useForm<PunchImportInput, unknown, PunchImportValues>({
    resolver: zodResolver(punchImportSchema),
    defaultValues: { file: null },
  });
  const file = useWatch({ control: form.control, name: 'file' });
  const [answer, setAnswer] = useState<InoutImportAnswer | null>(null);
  // Which file was imported last: a File has no fields of its own, so the form cannot tell two files apart.
  const [importedFile, setImportedFile] = useState<File | null>(null);
  // A chosen file not imported yet: leaving asks first.
  const leaveQuestion = useLeaveGuard(file !== null && file !== importedFile);
  const run = useImportPunches();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useRepeatSubmit();
  const send = form.handleSubmit(({ file: chosen }) =>
    submit(async () => {
      const csv = await chosen.text();
      const idempotencyKey = attempt.keyFor({
        name: chosen.name,
        size: chosen.size,
        modified: chosen.lastModified,
        csv: csv.length,
      });
      setAnswer(await run.mutateAsync({ csv, idempotencyKey }));
      setImportedFile(chosen);
      attempt.saved();
    }),
  );
  const problem = form.formState.errors.file?.message;
  const help = (
    <>
      Two columns: employee code, date-time ({PUNCH_FORMATS}); a header row is allowed. First in and last out per day
      are kept.
    </>
  );
  return (
    <section aria-labelledby={`${id}-title`} className="border rounded p-3 mb-3">
      <h2 id={`${id}-title`} className="h5">
        Import device file
      </h2>
      <Form noValidate onSubmit={(event) => void send(event)}>
        <FieldFrame id={`${id}-file`} label="Device file (CSV)" error={problem} help={help}>
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <Form.Control
                id={`${id}-file`}
                type="file"
                accept=".csv,text/csv,text/plain"
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                isInvalid={!!problem}
                aria-describedby={describedBy(`${id}-file`, problem, help)}
                onChange={(event) => field.onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
              />
            )}
          />
        </FieldFrame>
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
