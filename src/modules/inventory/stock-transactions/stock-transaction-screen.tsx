import { format, startOfMonth } from 'date-fns';
import { useCallback, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useStockDocument, useStockRequirements } from './stock-api';
import { StockDocumentForm } from './stock-document-form';
import { StockDocumentList } from './stock-document-list';
import { StockDocumentView } from './stock-document-view';
import { emptyStockForm } from './stock-form-values';
import { PrintOnShow } from '../shared/counted-print-button';
import { TRA_TYPES, type TraType } from './tra-types';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The screen of one TraType: the list of a period (`?from&to`), one document (`?record=<number>`, `&print=1` after a
 * counted print from the list) or a new one (`?record=new`, an issue's department chosen by `&department=`).
 */
export function stockTransactionScreen(traType: TraType) {
  const { screen } = TRA_TYPES[traType];
  return function StockTransactionScreen() {
    const { params, change } = useScreenParams();
    const allowed = useScreenPermission();
    const requirements = useStockRequirements(traType);
    const record = params.get('record');
    const document = useStockDocument(record && record !== 'new' ? record : '');
    const from = params.get('from') ?? day(startOfMonth(new Date()));
    const to = params.get('to') ?? day(new Date());
    const names = useMemo(() => {
      const of = (rows: { code: string; name: string }[]) =>
        new Map(rows.map((row) => [row.code, `${row.name} (${row.code})`]));
      const data = requirements.data;
      return {
        trans: of((data?.trans ?? []).map((row) => ({ code: row.recordid, name: row.name }))),
        stores: of(data?.stores ?? []),
      };
    }, [requirements.data]);
    const referenceName = (code: string) => names.trans.get(code) ?? code;
    const done = useCallback((id: string | null) => change({ record: id }), [change]);

    if (record === null)
      return (
        <StockDocumentList
          traType={traType}
          title={screen.title}
          from={from}
          to={to}
          onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
          onOpen={(id) => change({ record: id })}
          onPrinted={(id) => change({ record: id, print: '1' })}
          referenceName={referenceName}
        />
      );
    if (requirements.isPending) return <Loading label="Loading the items and their stock…" />;
    if (requirements.isError)
      return (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      );
    if (record === 'new') {
      if (!allowed('create')) return <NotPermittedAction />;
      // `&department=<code>` chooses the department an issue goes to (a running production batch's "Issue material"
      // link).
      const start = {
        ...emptyStockForm(day(new Date())),
        department: traType === 'Issues' ? (params.get('department') ?? '') : '',
      };
      return <StockDocumentForm traType={traType} start={start} requirements={requirements.data} onDone={done} />;
    }
    if (document.isPending) return <Loading label={`Loading ${record}…`} />;
    if (document.isError)
      return <LoadFailed message={toApiError(document.error).message} onRetry={() => void document.refetch()} />;
    if (!document.data || document.data.header.traType !== traType)
      return (
        <Alert variant="warning">
          There is no {TRA_TYPES[traType].noun.toLowerCase()} {record} here.
        </Alert>
      );
    return (
      <>
        {params.get('print') && <PrintOnShow />}
        <StockDocumentView
          document={document.data}
          referenceName={referenceName}
          storeName={(code) => names.stores.get(code) ?? code}
          onBack={() => change({ record: null, print: null })}
        />
      </>
    );
  };
}
