import { format, subDays } from 'date-fns';
import { useCallback } from 'react';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { BillFinder } from './bill-finder';
import { usePrintSaleReturn } from './return-api';
import { ReturnForm } from './return-form';
import { ReturnList } from './return-list';
import { ReturnPrintView } from './return-print-view';
import { usePrintOnceSaved } from './use-print-once-saved';
import { useUrlParams } from './use-url-params';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * Sale returns against POS bills (/pos/pos-sale-return, screen 5.2.8; the D-POS point of sales and the CRM
 * sales menus): the day's returns (`day` in the URL); a new return (`?record=new`): find the bill (`from`,
 * `to`), then (`bill=<no>`) the quantities coming back, the refund in cash or as credit and why; the credit
 * note printed on 80 mm paper (`?print=<id>`) once the server counted the copy. A wrong return is cancelled.
 */
export function SaleReturnsScreen() {
  const params = useUrlParams();
  const allowed = useScreenPermission();
  const print = usePrintSaleReturn();
  const { change } = params;
  const today = day(new Date());
  const backToList = useCallback(() => change({ record: null, bill: null, print: null }), [change]);
  const showPrint = useCallback(
    (recordId: number) => change({ record: null, bill: null, print: String(recordId) }),
    [change],
  );
  const afterSave = usePrintOnceSaved(print, { showPrint, backToList });
  const printing = params.get('print');
  if (printing)
    return allowed('print') || allowed('reprint') ? (
      <ReturnPrintView recordId={printing} onClose={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (params.get('record') === 'new') {
    if (!allowed('create')) return <NotPermittedAction />;
    const bill = params.get('bill');
    if (bill) return <ReturnForm key={bill} billNo={bill} onSaved={afterSave} onBack={() => change({ bill: null })} />;
    const from = params.get('from') ?? day(subDays(new Date(), 30));
    const to = params.get('to') ?? today;
    return (
      <BillFinder
        from={from}
        to={to}
        onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
        onChoose={(billNo) => change({ bill: String(billNo) })}
        onBack={backToList}
      />
    );
  }
  return (
    <ReturnList
      day={params.get('day') ?? today}
      onDay={(next) => change({ day: next })}
      onNew={() => change({ record: 'new' })}
      onPrint={showPrint}
    />
  );
}
