import { configure, screen, waitFor } from '@testing-library/react';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { salaryMonthName } from '../../src/modules/hrd/domain/salary-month';
import { COMPANY, lockedMonthFixture, MONTH, today, trialBalanceAgrees } from './hrd-payments-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const ROOT = '/applayout-sidebar-large/hrd';
const label = salaryMonthName(MONTH);
const paidBy = (code: string) => screen.getByRole('rowheader', { name: code }).closest('tr')!.children[9]!.textContent;
const who = (employee: { empname: string; empno: string }) => `${employee.empname} (${employee.empno})`;

describe('salary payments screen (1002, the HR clerk)', () => {
  it('pays two by bank once, shows a refusal as the server says it, pays the rest by cash', async () => {
    await signInAs(COMPANY, 'staff');
    const { employees } = await lockedMonthFixture();
    const [first, second, , cashOnly] = employees;
    const { user } = renderApp(`${ROOT}/hrd-salary-payments?month=${MONTH}`);
    await screen.findByRole('table', { name: `Salaries of ${label}` }, { timeout: 8000 });
    expect(screen.getByLabelText('Salary month')).toHaveValue(MONTH);
    await user.click(screen.getByRole('button', { name: /^Pay selected/ }));
    expect(await screen.findByText('Select the employees to pay.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: `Pay ${who(first!)}` }));
    await user.click(screen.getByRole('checkbox', { name: `Pay ${who(second!)}` }));
    expect(screen.getByLabelText('Pay by')).toHaveValue('BANK');
    expect(screen.getByLabelText('Paid from')).toHaveValue('AC002');
    expect(screen.getByLabelText('Payment date')).toHaveValue(today);
    await user.dblClick(screen.getByRole('button', { name: 'Pay selected (2)' }));
    await waitFor(() => expect(paidBy(first!.empno)).toMatch(/^SPY\d{4}-00001$/));
    expect(paidBy(second!.empno)).toBe(paidBy(first!.empno));
    expect(requests.filter((request) => request.url.endsWith(HRD_ROUTES.setSalaryPayment))).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: `Pay ${who(cashOnly!)}` }));
    await user.click(screen.getByRole('button', { name: 'Pay selected (1)' }));
    expect(
      await screen.findByText(
        `${cashOnly!.empname} has no bank account and IFSC in the employee master: pay by cash, or add the account first.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Pay ${who(cashOnly!)}` })).toBeChecked();

    await user.selectOptions(screen.getByLabelText('Pay by'), 'CASH');
    expect(screen.getByLabelText('Paid from')).toHaveValue('AC001');
    await user.click(screen.getByRole('checkbox', { name: 'Select every unpaid employee' }));
    await user.click(screen.getByRole('button', { name: 'Pay selected (2)' }));
    expect(await screen.findByText(`The salaries of ${label} are all paid.`)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Payments made' })).toHaveTextContent(/SPY\d{4}-00002/);
    expect(await trialBalanceAgrees()).toBe(true);
  });
});
