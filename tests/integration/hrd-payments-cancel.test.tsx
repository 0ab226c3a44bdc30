import { configure, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { dataProvider } from '../../src/lib/api/data-provider';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { salaryMonthName } from '../../src/modules/hrd/domain/salary-month';
import { writeRecords } from '../../src/mocks/core/record-store';
import { HRD_MASTER } from '../../src/mocks/core/people/hrd-masters';
import { COMPANY, lockedMonthFixture, MONTH, today, trialBalanceAgrees } from './hrd-payments-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const ROOT = '/applayout-sidebar-large/hrd';
const label = salaryMonthName(MONTH);
const paidBy = (code: string) => screen.getByRole('rowheader', { name: code }).closest('tr')!.children[9]!.textContent;
const who = (employee: { empname: string; empno: string }) => `${employee.empname} (${employee.empno})`;

function stubDownloads() {
  const created = vi.fn((blob: Blob) => `blob:${blob.size}`);
  const { createObjectURL, revokeObjectURL } = URL;
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
  return { created, clicks };
}

describe('salary payments: statements, payslip, cancel, reports (1002)', () => {
  it('on the older route: downloads the statements, prints a payslip, and the administrator cancels a payment with a reason', async () => {
    await signInAs(COMPANY, 'admin');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { employees } = await lockedMonthFixture();
    // Every one a PF member (UAN) and the first (ESI deducted) with an IP number: the ECR has 4 rows, the ESI file 1.
    await writeRecords(
      HRD_MASTER.employees,
      COMPANY,
      employees.map((employee, index) => ({
        id: String(employee.recordId),
        data: { ...employee, uan: `1000000000${index + 1}`, esiNo: index === 0 ? '3100000001' : '' },
      })),
    );
    const answer = await dataProvider.write(HRD_ROUTES.setSalaryPayment, {
      payment: {
        month: MONTH,
        dat: today,
        mode: 'BANK',
        account: 'AC002',
        empnos: [employees[0]!.recordId, employees[1]!.recordId],
      },
      traCheck: 1,
    });
    const seq = String(answer.seq);
    const { created, clicks } = stubDownloads();
    const { user } = renderApp(`${ROOT}/hrdpayments?month=${MONTH}`);
    await screen.findByRole('table', { name: `Salaries of ${label}` }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Download the bank statement' }));
    expect(await screen.findByText(/^Bank statement: \d+ files? \(salaries-/)).toBeInTheDocument();
    const bankFiles = clicks.mock.calls.length;
    expect(bankFiles).toBeGreaterThan(0);
    expect(created).toHaveBeenCalledTimes(bankFiles);
    await user.click(screen.getByRole('button', { name: 'Download the PF ECR file' }));
    expect(await screen.findByText(/^PF ECR file ecr-.*\.txt: 4 members\.$/)).toBeInTheDocument();
    expect(clicks).toHaveBeenCalledTimes(bankFiles + 1);
    await user.click(screen.getByRole('button', { name: 'Download the ESI statement' }));
    expect(await screen.findByText(/^ESI statement esi-.*\.xlsx: 1 employees covered\.$/)).toBeInTheDocument();
    expect(clicks).toHaveBeenCalledTimes(bankFiles + 2);
    expect(created).toHaveBeenCalledTimes(bankFiles + 2);

    await user.click(screen.getByRole('button', { name: `Payslip of ${who(employees[0]!)}` }));
    expect(
      await screen.findByRole('heading', { name: `Payslip for ${label}: ${employees[0]!.empname}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Net pay in words: Rupees Sixteen Thousand Nine Hundred Ten Only')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Deductions' })).getByRole('row', { name: /Advance recovery/ }),
    ).toHaveTextContent('1,000.00');
    await user.click(screen.getByRole('button', { name: 'Print the payslip' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back to the payments' }));
    await screen.findByRole('table', { name: `Salaries of ${label}` });
    await user.click(screen.getByRole('button', { name: `Cancel ${seq}` }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel salary payment ${seq}?` });
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong account');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByText('Cancelled: Wrong account')).toBeInTheDocument();
    await waitFor(() => expect(paidBy(employees[0]!.empno)).toBe('Unpaid'));
    expect(await trialBalanceAgrees()).toBe(true);
  });

  it('renders a salary account report on its own route', async () => {
    await signInAs(COMPANY, 'staff');
    await lockedMonthFixture();
    renderApp(`${ROOT}/hrd-rep-monthly-salaries?p.frmDate=${MONTH}`);
    const table = await screen.findByRole('table', { name: 'Monthly salaries' }, { timeout: 8000 });
    expect(within(table).getAllByText('Unpaid').length).toBe(4);
    expect(table.querySelector('tr.report-total')).toHaveTextContent('1,00,910.00');
  });
});
