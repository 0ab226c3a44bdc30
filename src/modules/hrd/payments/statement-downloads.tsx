import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { toApiError } from '../../../lib/api/api-error';
import type { UncoveredMember } from '../domain/payment-types';
import { fetchStatements } from './payments-api';
import { downloadBankFiles, downloadEcr, downloadEsi } from './statement-files';

interface Outcome {
  text: string;
  apart: UncoveredMember[];
}

const names = (files: readonly string[]) => files.join(', ');

/**
 * Downloads the month's bank statement (a CSV a bank), PF ECR text file and ESI statement (Excel); says what went in
 * and who was left out.
 */
export function StatementDownloads({ month }: { month: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<Outcome>) => {
    setBusy(true);
    setFailure(null);
    try {
      setOutcome(await work());
    } catch (error) {
      setFailure(toApiError(error).message);
    }
    setBusy(false);
  };
  const bank = () =>
    run(async () => {
      const statement = await fetchStatements.bank(month);
      if (statement.banks.length === 0)
        return { text: 'Nobody of this month is paid by bank transfer yet: no bank file.', apart: [] };
      const files = await downloadBankFiles(statement);
      return {
        text: `Bank statement: ${files.length} ${files.length === 1 ? 'file' : 'files'} (${names(files)}).`,
        apart: [],
      };
    });
  const pf = () =>
    run(async () => {
      const statement = await fetchStatements.pf(month);
      const file = statement.rows.length > 0 ? downloadEcr(statement) : null;
      return {
        text: file
          ? `PF ECR file ${file}: ${statement.rows.length} members.`
          : 'No PF member with a UAN this month: no ECR file.',
        apart: statement.withoutUan,
      };
    });
  const esi = () =>
    run(async () => {
      const statement = await fetchStatements.esi(month);
      const file = statement.rows.length > 0 ? await downloadEsi(statement) : null;
      return {
        text: file
          ? `ESI statement ${file}: ${statement.rows.length} employees covered.`
          : 'Nobody with an IP number is covered by ESI this month: no file.',
        apart: statement.withoutNumber,
      };
    });
  return (
    <section aria-label="Statements" className="mb-3">
      <h2 className="h5">Statements</h2>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Button variant="outline-primary" disabled={busy} onClick={() => void bank()}>
          Download the bank statement
        </Button>
        <Button variant="outline-primary" disabled={busy} onClick={() => void pf()}>
          Download the PF ECR file
        </Button>
        <Button variant="outline-primary" disabled={busy} onClick={() => void esi()}>
          Download the ESI statement
        </Button>
      </div>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <div role="status">
        {outcome && <p className="mb-1">{outcome.text}</p>}
        {outcome && outcome.apart.length > 0 && (
          <>
            <p className="mb-1">Left out of the file:</p>
            <ul>
              {outcome.apart.map((member) => (
                <li key={member.empCode}>
                  {member.empCode} {member.empname}: {member.reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
