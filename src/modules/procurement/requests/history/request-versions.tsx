import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { toApiError } from '../../../../lib/api/api-error';
import { useRequestVersions } from './history-api';
import type { HistoryNames } from './version-changes';
import { VersionSection } from './version-section';

interface Props {
  recordId: number;
  names: HistoryNames;
  onBack: () => void;
}

/** Every version of one request, oldest first, each with what changed from the one before it. */
export function RequestVersions({ recordId, names, onBack }: Props) {
  const query = useRequestVersions(recordId);
  const versions = query.data ?? [];
  const seq = versions.at(-1)?.header.seq;
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          {seq ? `Versions of purchase request ${seq}` : 'Versions of the purchase request'}
        </h1>
        <Button variant="outline-secondary" onClick={onBack}>
          Back to the history
        </Button>
      </div>
      {query.isPending ? (
        <Loading label="Loading the versions…" />
      ) : query.isError ? (
        <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />
      ) : versions.length === 0 ? (
        <p>The history holds no version of this request.</p>
      ) : (
        versions.map((version, index) => (
          <VersionSection
            key={version.header.auditId}
            number={index + 1}
            version={version}
            previous={versions[index - 1]}
            names={names}
          />
        ))
      )}
    </section>
  );
}
