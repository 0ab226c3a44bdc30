import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { FeeLedgerTable } from './fee-ledger-table';
import { rupees } from './fee-format';
import { useFeeLedger, useFeeRequirements } from './fees-api';
import { PupilPicker } from './pupil-picker';

function Ledger({ admissionNo }: { admissionNo: string }) {
  const ledger = useFeeLedger(admissionNo);
  if (ledger.error)
    return <LoadFailed message={toApiError(ledger.error).message} onRetry={() => void ledger.refetch()} />;
  if (ledger.isPending) return <Loading label="Loading the ledger…" />;
  if (!ledger.data) return <p>There is no pupil {admissionNo}.</p>;
  const { totals } = ledger.data;
  return (
    <>
      <p>
        Balance {rupees(totals.balance)}; a receipt today would add late fines of {rupees(totals.fineNow)}.
      </p>
      <FeeLedgerTable view={ledger.data} />
    </>
  );
}

/**
 * The student fee ledger (/front-desk/fd-students2): a pupil's dues of the year with what receipts did to them
 * (`?student=<admissionNo>`).
 */
export function FeeLedgerScreen() {
  const { params, change } = useScreenParams();
  const requirements = useFeeRequirements(true);
  const admissionNo = params.get('student') ?? '';
  return (
    <section aria-labelledby="fee-ledger-title">
      <h1 id="fee-ledger-title" className="h3 mb-3">
        Student fee ledger
      </h1>
      {requirements.error ? (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      ) : !requirements.data ? (
        <Loading label="Loading the pupils…" />
      ) : (
        <>
          <PupilPicker
            pupils={requirements.data.pupils}
            value={admissionNo}
            onChange={(value) => change({ student: value || null })}
          />
          {admissionNo ? <Ledger admissionNo={admissionNo} /> : <p>Choose a pupil to see the ledger.</p>}
        </>
      )}
    </section>
  );
}
