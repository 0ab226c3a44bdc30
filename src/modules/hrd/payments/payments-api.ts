import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { HRD_ROUTES } from '../domain/hrd-routes';
import {
  PAYMENTS_KEY,
  type BankStatementAnswer,
  type EsiStatementAnswer,
  type Payslip,
  type PfStatementAnswer,
  type SalaryPaymentsAnswer,
} from '../domain/payment-types';
import { frmDateOf } from '../domain/salary-month';

/** The month's lines (paid or not), its payments and the accounts the user may pay from. */
export const useSalaryPayments = (month: string) =>
  useQuery({
    queryKey: [PAYMENTS_KEY, 'month', month],
    queryFn: () => dataProvider.report<SalaryPaymentsAnswer>(HRD_ROUTES.salaryPayments, { frmDate: frmDateOf(month) }),
  });

export const usePayslip = (month: string, empno: number) =>
  useQuery({
    queryKey: [PAYMENTS_KEY, 'payslip', month, empno],
    queryFn: () =>
      dataProvider.report<Payslip | null>(HRD_ROUTES.payslip, { recordId: empno, frmDate: frmDateOf(month) }),
  });

export const fetchStatements = {
  bank: (month: string) =>
    dataProvider.report<BankStatementAnswer>(HRD_ROUTES.bankStatement, { frmDate: frmDateOf(month) }),
  pf: (month: string) => dataProvider.report<PfStatementAnswer>(HRD_ROUTES.pfStatement, { frmDate: frmDateOf(month) }),
  esi: (month: string) =>
    dataProvider.report<EsiStatementAnswer>(HRD_ROUTES.esiStatement, { frmDate: frmDateOf(month) }),
};

/**
 * setSalaryPayment (pay: traCheck 1, cancel: 3) with its Idempotency-Key; every payments read is refreshed after it.
 */
export function usePaymentWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(HRD_ROUTES.setSalaryPayment, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PAYMENTS_KEY] }),
  });
}
