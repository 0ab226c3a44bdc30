import { screen, waitFor, within } from '@testing-library/react';
import { formatAmount } from '../../src/lib/format/number-format';
import { DEMO_COMPANIES } from '../../src/mocks/core/company/companies';
import { SEEDS } from '../../src/mocks/testing/all-seeds';
import { PROCUREMENT_REPORTS } from '../../src/modules/procurement/procurement-reports';
import { setupDemoServer } from './support/demo-server';
import { fillField } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const SCHOOL = DEMO_COMPANIES.find((company) => company.code === 1004)!;
const seedRows = (resource: string) => SEEDS.get(resource)!.rows(SCHOOL);

describe('a key report', () => {
  it('shows the backend’s groups with subtotals and an exact grand total', async () => {
    await signInAs(SCHOOL.code, 'admin');
    renderApp('/applayout-sidebar-large/students/key-rep-penalities');
    const table = await screen.findByRole('table', { name: 'List of penalties' }, { timeout: 5000 });
    const penalties = seedRows('students.penalties');
    const cents = penalties.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(footer).toHaveTextContent(`Total (${penalties.length} rows)`);
    expect(footer).toHaveTextContent(formatAmount(cents / 100));
    const discipline = penalties.filter((row) => row.category === 'DISCIPLINE');
    expect(within(table).getByRole('rowheader', { name: `Category: Discipline (${discipline.length})` })).toBeVisible();
    const subtotal = discipline.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0) / 100;
    expect(within(table).getByText('Subtotal, Discipline').closest('tr')).toHaveTextContent(formatAmount(subtotal));
  });
});

describe('a module dashboard', () => {
  it('shows number cards computed by the backend from the stored masters', async () => {
    await signInAs(SCHOOL.code, 'admin');
    renderApp('/applayout-sidebar-large/library/library-dash');
    expect(await screen.findByRole('heading', { level: 1, name: 'Library dashboard' })).toBeVisible();
    const books = seedRows('library.books');
    const card = await screen.findByText('Book titles');
    expect(card.closest('.card')).toHaveTextContent(String(books.length));
    const copies = books.reduce((sum, row) => sum + Number(row.copies), 0);
    expect(screen.getByText('Copies').closest('.card')).toHaveTextContent(
      new Intl.NumberFormat('en-IN').format(copies),
    );
    expect(await screen.findByRole('table', { name: 'Journals by language' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('report parameters', () => {
  it('narrow the report on the backend and stay in the URL', async () => {
    const company = DEMO_COMPANIES.find((candidate) => candidate.code === 1010)!;
    const suppliers = SEEDS.get('procurement.suppliers')!.rows(company);
    const group = String(suppliers[0]!.group);
    const inGroup = suppliers.filter((row) => row.group === group).length;
    await signInAs(company.code, 'admin');
    const { user, router } = renderApp('/applayout-sidebar-large/procurement/pur-stock-keyrep-sups');
    const table = await screen.findByRole('table', { name: 'List of suppliers' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(`Total (${suppliers.length} rows)`);
    await fillField(user, PROCUREMENT_REPORTS[1]!.parameters[0]!, group);
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?p.detail=${group}`));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'List of suppliers' }))
          .getAllByRole('row')
          .at(-1),
      ).toHaveTextContent(`Total (${inGroup} rows)`),
    );
    expect(within(screen.getByRole('table', { name: 'List of suppliers' })).getAllByRole('rowheader')).toHaveLength(1);
  });
});
