import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { usePenaltiesGiven, usePenaltyRequirements } from './penalties-api';
import { PenaltyForm } from './penalty-form';
import { PenaltyTable } from './penalty-table';

/**
 * Student penalties (/students/stuptrapenalities): given to a pupil, collected on a fee receipt, cancelled with a
 * reason.
 */
export function PenaltiesScreen() {
  const requirements = usePenaltyRequirements();
  const given = usePenaltiesGiven();
  const allowed = useScreenPermission();
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the pupils and penalties…" />;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Student penalties
      </h1>
      {allowed('create') && <PenaltyForm requirements={requirements.data} />}
      <h2 className="h5">Penalties given</h2>
      {given.error ? (
        <LoadFailed message={toApiError(given.error).message} onRetry={() => void given.refetch()} />
      ) : given.data ? (
        <PenaltyTable
          rows={given.data}
          accounts={requirements.data.accounts}
          canCollect={allowed('modify')}
          canCancel={allowed('delete')}
        />
      ) : (
        <Loading label="Loading the penalties given…" />
      )}
    </section>
  );
}
