import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { readParameters, writeParameters } from '../../../engine/report/report-parameters';
import { toApiError } from '../../../lib/api/api-error';
import { useReconciliation } from './brs-api';
import { BRS_PARAMETERS, BrsParameters } from './brs-parameters';
import { BrsWorkbench } from './brs-workbench';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Bank reconciliation (/accounts/accbrs): a bank account's entries of a period and the earlier ones
 * still outstanding, each given the date the bank cleared it (by hand, or by matching an imported
 * bank statement), and the statement from the balance as per books to the balance as per bank.
 */
export function BankReconciliationScreen() {
  const [params, setParams] = useSearchParams();
  const parameters = useMemo(() => readParameters(BRS_PARAMETERS, params), [params]);
  const [account, from, to] = [text(parameters.account), text(parameters.fromDate), text(parameters.toDate)];
  const result = useReconciliation(account, from, to);

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Bank reconciliation
      </h1>
      <BrsParameters values={parameters} onShow={(values) => setParams(writeParameters(values))} />
      {account === '' || from === '' || to === '' ? (
        <p>Choose a bank account and the period, and press Show entries.</p>
      ) : result.isPending ? (
        <Loading label="Loading the bank entries…" />
      ) : result.isError ? (
        <LoadFailed message={toApiError(result.error).message} onRetry={() => void result.refetch()} />
      ) : (
        <BrsWorkbench key={`${account}|${from}|${to}`} data={result.data} />
      )}
    </section>
  );
}
