import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useIssueRequirements } from './circulation-api';
import { IssueForm } from './issue-form';
import { IssuesToday } from './issues-today';

/** Book issues (/library/lib-issues): lend copies to a pupil or a member of staff, within their limit. */
export function IssueScreen() {
  const requirements = useIssueRequirements();
  const [saved, setSaved] = useState<{ issueNo: string; round: number } | null>(null);
  const onSaved = useCallback(
    (issueNo: string) => setSaved((last) => ({ issueNo, round: (last?.round ?? 0) + 1 })),
    [],
  );
  return (
    <section aria-labelledby="lib-issues-title">
      <h1 id="lib-issues-title" className="h3 mb-3">
        Book issues
      </h1>
      {saved && (
        <Alert variant="success" role="status">
          Issue {saved.issueNo} saved.
        </Alert>
      )}
      {requirements.error ? (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      ) : !requirements.data ? (
        <Loading label="Loading the members and the accession register…" />
      ) : (
        <>
          <IssueForm key={saved?.round ?? 0} requirements={requirements.data} onSaved={onSaved} />
          <IssuesToday today={requirements.data.today} />
        </>
      )}
    </section>
  );
}
