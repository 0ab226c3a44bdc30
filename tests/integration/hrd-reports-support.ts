import { screen } from '@testing-library/react';
import type { HrdEmployee } from '../../src/modules/hrd/domain/employee-types';
import { addDays } from '../../src/modules/hrd/domain/recruit-dates';
import { deleteRecordsByIdPrefix, writeRecord, writeRecords } from '../../src/mocks/core/record-store';
import { employeesOf, HRD_MASTER, inServiceOn } from '../../src/mocks/core/people/hrd-masters';
import { hrdToday } from '../../src/mocks/hrd/hrd-session';
import { idOf } from '../../src/mocks/hrd/hrd-store';

/** The HR reports' tests: the HR clerk's company, its routes, fixtures written straight into the stores. */
export const COMPANY = 1002;
export const ROOT = '/applayout-sidebar-large/hrd';
export const today = () => hrdToday();
export const day = (dat: string, days: number) => addDays(dat, days);

/** Replaces every stored record of a kind with the fixtures (after the area's seed ran, so it never comes back). */
export async function replaceStore<T extends { recordId: number }>(
  store: string,
  seed: () => Promise<unknown>,
  rows: readonly T[],
): Promise<void> {
  await seed();
  await deleteRecordsByIdPrefix(store, COMPANY, '');
  await writeRecords(
    store,
    COMPANY,
    rows.map((data) => ({ id: idOf(data.recordId), data })),
  );
}

/** Employees in service on a day who joined before `joinedBefore`: the fixtures' people. */
export async function staffOn(dat: string, joinedBefore = dat): Promise<HrdEmployee[]> {
  return (await employeesOf(COMPANY)).filter((one) => inServiceOn(one, dat) && one.doj < joinedBefore);
}

/** Stores a changed employee master record. */
export const putEmployee = (employee: HrdEmployee) =>
  writeRecord(HRD_MASTER.employees, COMPANY, String(employee.recordId), employee);

/** A report's table as shown: its column headings, its body rows' cells and its grand total row's cells. */
export async function reportTable(name: string) {
  const table = await screen.findByRole('table', { name }, { timeout: 10_000 });
  const header = [...table.querySelectorAll('thead tr:last-child th')].map((cell) => cell.textContent ?? '');
  const cells = (row: Element) => [...row.children].map((cell) => cell.textContent ?? '');
  const rows = [...table.querySelectorAll('tbody tr')]
    .filter((row) => !row.classList.contains('table-light') && !row.classList.contains('report-subtotal'))
    .map(cells);
  const total = cells(table.querySelector('tr.report-total')!);
  /** A row's cell under a heading. */
  const at = (row: readonly string[], heading: string) => row[header.indexOf(heading)];
  return { table, header, rows, total, at };
}

/** The figure under a dashboard card's label, as shown. */
export async function card(label: string): Promise<string> {
  const caption = await screen.findByText(label, { selector: '.dashboard-card p' }, { timeout: 10_000 });
  return caption.nextElementSibling?.textContent ?? '';
}
