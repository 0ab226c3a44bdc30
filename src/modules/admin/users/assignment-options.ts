import { useQueries } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { Assignment } from '../../../lib/session/session-types';
import { useSession } from '../../../lib/session/session-store';
import { ACCOUNT_TYPS, BRANCH_TYP, OUTLET_TYP } from './user-types';

/** One group of checkboxes on the user form. */
export interface AssignmentGroup {
  title: string;
  options: Assignment[];
}

type Row = Record<string, unknown>;

/** The masters the assignments come from, linked by resource name (the engine's list query key) and list call. */
export const ASSIGNMENT_SOURCES = [
  { resource: 'accounts.accounts', endpoint: 'api/accAccounts/GetAccounts' },
  { resource: 'pos.outlets', endpoint: 'api/ResOutlets/GetResOutlets' },
] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const active = (row: Row) => row.active !== false;

/** The company's branches: the signed-in branch and any other the session assigns. */
function branches(bCode: string, branchName: string, assg: readonly Assignment[]): Assignment[] {
  const list = [{ code: bCode, detail: branchName, typ: BRANCH_TYP }, ...assg.filter((a) => a.typ === BRANCH_TYP)];
  return list.filter(
    (branch, index) => branch.code !== '' && list.findIndex((other) => other.code === branch.code) === index,
  );
}

/**
 * What a user may be assigned, grouped: the cash, bank and wallet accounts of the accounts master,
 * the outlets and the branches. Outlets show only when the company has some.
 */
export function useAssignmentOptions() {
  const session = useSession();
  const [accounts, outlets] = useQueries({
    queries: ASSIGNMENT_SOURCES.map((source) => ({
      queryKey: [source.resource, 'list'],
      queryFn: () => dataProvider.list<Row>(source.endpoint),
    })),
  });
  const typs: readonly string[] = ACCOUNT_TYPS;
  const accountOptions = (accounts?.data ?? [])
    .filter((row) => typs.includes(text(row.type)) && active(row))
    .map((row) => ({ code: text(row.code), detail: text(row.name), typ: text(row.type) }))
    .sort((a, b) => a.code.localeCompare(b.code));
  const outletOptions = (outlets?.data ?? [])
    .filter(active)
    .map((row) => ({ code: text(row.code), detail: text(row.name), typ: OUTLET_TYP }));
  const branchOptions = session ? branches(session.usr.bCode, session.addr.branchName, session.assg) : [];
  const groups: AssignmentGroup[] = [
    { title: 'Cash, bank and wallet accounts', options: accountOptions },
    ...(outletOptions.length > 0 ? [{ title: 'Outlets', options: outletOptions }] : []),
    { title: 'Branches', options: branchOptions },
  ];
  const failed = [accounts, outlets].find((query) => query?.isError);
  return {
    groups,
    branches: branchOptions,
    isPending: accounts?.isPending === true || outlets?.isPending === true,
    error: failed?.error ?? null,
    refetch: () => void Promise.all([accounts?.refetch(), outlets?.refetch()]),
  };
}
