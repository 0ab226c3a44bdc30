import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format, subDays } from 'date-fns';
import { dataProvider } from '../../lib/api/data-provider';
import { formatDate } from '../../lib/format/date-format';
import { useScreenParams } from '../../lib/hooks/use-screen-params';
import type { DatedDocument, RegisterDeclaration, RegisterParts } from './register-declaration';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** A register's URL state: the period (the last 30 days unless chosen), a new document, or one printed. */
export function useRegisterParams() {
  const { params, change } = useScreenParams();
  return {
    from: params.get('from') ?? day(subDays(new Date(), 30)),
    to: params.get('to') ?? day(new Date()),
    record: params.get('record'),
    printing: params.get('print'),
    change,
  };
}

/** The register's documents dated within the period, read into documents where the server shapes them otherwise. */
export function useRegisterList<R extends DatedDocument, W>(
  register: RegisterDeclaration<R, W>,
  from: string,
  to: string,
) {
  return useQuery({
    queryKey: [register.key, 'list', from, to],
    queryFn: () => {
      const body = { frmDate: formatDate(from), toDate: formatDate(to), ...register.listBody };
      const { read } = register;
      return read
        ? dataProvider.report<W[] | null>(register.endpoints.list, body).then((rows) => (rows ?? []).map(read))
        : dataProvider.report<R[] | null>(register.endpoints.list, body).then((rows) => rows ?? []);
    },
  });
}

function useRefresh({ key, alsoRefresh = [] }: { key: string; alsoRefresh?: readonly string[] | undefined }) {
  const queryClient = useQueryClient();
  return () => Promise.all([key, ...alsoRefresh].map((one) => queryClient.invalidateQueries({ queryKey: [one] })));
}

/**
 * Print (the server counts the copies) and cancel one document; the register reads its documents again after, and
 * after a refused print too (it may have been cancelled meanwhile).
 */
export function useRegisterWork<R extends DatedDocument>(register: RegisterParts<R>) {
  const refresh = useRefresh(register);
  const print = useMutation({
    mutationFn: (row: R) => dataProvider.action(register.endpoints.print, String(row.recordId)),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: ({ row, idempotencyKey }: { row: R; idempotencyKey: string }) =>
      dataProvider.write(register.endpoints.cancel, register.cancelBody(row), idempotencyKey),
    onSuccess: refresh,
  });
  return {
    print: { run: (row: R) => print.mutateAsync(row), pending: print.isPending },
    cancel: {
      run: (row: R, idempotencyKey: string) => cancel.mutateAsync({ row, idempotencyKey }),
      pending: cancel.isPending,
    },
  };
}
