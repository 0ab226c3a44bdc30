import { format, startOfMonth } from 'date-fns';
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-store';
import type { VoucherType } from '../../../kits/accounting/ledger-types';
import { emptyVoucher } from '../ledger/voucher';
import { VOUCHER_SCREENS } from './voucher-screens';
import { useVoucher } from './voucher-api';
import { VoucherForm } from './voucher-form';
import { VoucherList } from './voucher-list';
import { VoucherView } from './voucher-view';
import { useChartAccounts } from './use-chart-accounts';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * A voucher type's screen: the list of a period, one voucher (`?record=<id>`), its form (`&edit=1`) or a new one
 * (`?record=new`).
 */
export function voucherScreen(type: VoucherType) {
  const title = VOUCHER_SCREENS[type].title;
  return function VoucherScreen() {
    const { params, change } = useScreenParams();
    const allowed = useScreenPermission();
    const session = useSession();
    const chart = useChartAccounts();
    const record = params.get('record');
    const editing = params.get('edit') === '1';
    const voucher = useVoucher(record && record !== 'new' ? record : '');
    const from = params.get('from') ?? day(startOfMonth(new Date()));
    const to = params.get('to') ?? day(new Date());
    const accountName = (code: string) => {
      const account = chart.accounts.get(code);
      return account ? `${account.name} (${code})` : code;
    };
    const done = useCallback((id: string | null) => change({ record: id, edit: null }), [change]);

    if (record === null)
      return (
        <VoucherList
          type={type}
          title={title}
          from={from}
          to={to}
          onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
          onOpen={(id) => change({ record: id })}
          accountName={accountName}
        />
      );
    if (chart.isPending) return <Loading label="Loading the accounts…" />;
    if (chart.isError)
      return <LoadFailed message={toApiError(chart.error).message} onRetry={() => void chart.refetch()} />;
    if (record === 'new') {
      if (!allowed('create')) return <NotPermittedAction />;
      return (
        <VoucherForm
          base={emptyVoucher(type, day(new Date()), session?.usr.bCode ?? '')}
          accounts={chart.accounts}
          onDone={done}
        />
      );
    }
    if (voucher.isPending) return <Loading label={`Loading ${record}…`} />;
    if (voucher.isError)
      return <LoadFailed message={toApiError(voucher.error).message} onRetry={() => void voucher.refetch()} />;
    if (!voucher.data || voucher.data.header.type !== type)
      return <Alert variant="warning">There is no voucher {record} here.</Alert>;
    if (editing && voucher.data.header.status === 'Active') {
      return allowed('modify') ? (
        <VoucherForm key={record} base={voucher.data} accounts={chart.accounts} onDone={done} />
      ) : (
        <NotPermittedAction />
      );
    }
    return (
      <VoucherView
        voucher={voucher.data}
        accountName={accountName}
        onEdit={() => change({ edit: '1' })}
        onBack={() => change({ record: null, edit: null })}
      />
    );
  };
}
