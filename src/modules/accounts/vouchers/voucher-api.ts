import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider, type TraCheck } from '../../../lib/api/data-provider';
import { ACCOUNTS_ENDPOINTS as API } from '../accounts-endpoints';
import type { VoucherType } from '../../../kits/accounting/ledger-types';
import type { MoneyBalancesAnswer } from '../ledger/money-limits';
import type { Voucher, VoucherHeader } from '../ledger/voucher';

const KEY = 'accounts.vouchers';

/** The vouchers of a type dated within a period (headers only), newest first. */
export function useVoucherList(type: VoucherType, from: string, to: string) {
  return useQuery({
    queryKey: [KEY, 'list', type, from, to],
    queryFn: () =>
      dataProvider
        .report<VoucherHeader[] | null>(API.vouchers, { detail: type, frmDate: from, toDate: to })
        .then((rows) => rows ?? []),
  });
}

/** One voucher with its lines, or null when there is none. */
export function useVoucher(id: string, enabled = true) {
  return useQuery({
    enabled: enabled && id !== '',
    queryKey: [KEY, 'one', id],
    queryFn: () => dataProvider.get<Voucher>(API.voucher, id),
  });
}

/** Create (1), modify (2) or cancel (3); every statement refreshes afterwards (they read the same ledger). */
export function useSaveVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      voucher,
      traCheck,
      idempotencyKey,
    }: {
      voucher: Voucher;
      traCheck: TraCheck;
      idempotencyKey?: string;
    }) =>
      dataProvider.write(
        API.saveVoucher,
        { header: voucher.header, lines: voucher.lines, tracheck: traCheck },
        idempotencyKey,
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('accounts.'),
      }),
  });
}

/** Print (7) the first time, reprint (8) after: the server counts the copies. */
export function usePrintVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.action(API.printVoucher, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/**
 * What each cash, bank and wallet account holds on the date (without the voucher being changed), and the company's
 * rule.
 */
export function useMoneyBalances(type: VoucherType, date: string, recordId: string) {
  return useQuery({
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryKey: [KEY, 'money', type, date, recordId],
    queryFn: () =>
      dataProvider.report<MoneyBalancesAnswer>(API.moneyBalances, { detail: type, frmDate: date, recordId }),
  });
}
