import { DataTable, type TableColumn } from '../../../components/data-table';
import type { SessionRecord } from '../../../lib/session/session-types';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  CAS: 'Cash account',
  BAN: 'Bank account',
  MOB: 'Mobile wallet',
  RES: 'Outlet',
  BRA: 'Branch',
};

type Assignment = SessionRecord['assg'][number];

const ASSIGNMENT_COLUMNS: ReadonlyArray<TableColumn<Assignment>> = [
  { label: 'Code', cell: (assignment) => assignment.code, className: 'fw-normal' },
  { label: 'Name', cell: (assignment) => assignment.detail },
  { label: 'Kind', cell: (assignment) => TYPE_NAMES[assignment.typ] ?? assignment.typ },
];

/** The parts of an address that are filled, joined with commas. */
const joined = (...parts: readonly string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/** The signed-in user's details as the session holds them: who, where, and what is assigned to them. */
export function ProfileDetails({ session }: { session: SessionRecord }) {
  const { usr, addr, assg } = session;
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['User code', usr.uCode],
    ['Role', usr.rCode],
    ['Company', `${addr.company} (${usr.cCode})`],
    ['Branch', joined(addr.branchName, usr.bCode)],
    ['Address', joined(addr.address, addr.city, addr.district, addr.stat, addr.zip, addr.country)],
    ['Mobile', addr.mobile],
    ['Telephone', addr.tel],
    ['Email', addr.email],
    ['Free web use', usr.webCheck === '1' ? 'Yes' : 'No'],
    ['Free mobile use', usr.mobileCheck === '1' ? 'Yes' : 'No'],
  ];
  return (
    <section aria-labelledby="profile-details-title" className="card mb-3">
      <div className="card-body">
        <h2 id="profile-details-title" className="h5 card-title mb-3">
          Your details
        </h2>
        <dl className="row mb-0">
          {rows.map(([term, value]) => (
            <div key={term} className="col-12 d-sm-flex">
              <dt className="col-sm-4 fw-semibold">{term}</dt>
              <dd className="col-sm-8 mb-2">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <h3 className="h6 mt-3">Assignments</h3>
        <DataTable
          empty={<p className="mb-0">Nothing is assigned to you.</p>}
          rows={assg}
          columns={ASSIGNMENT_COLUMNS}
          rowKey={(assignment) => `${assignment.typ}:${assignment.code}`}
          caption="Accounts, outlets and branches assigned to you"
          captionPlacement="hidden"
          tableClassName="table table-sm mb-0"
        />
      </div>
    </section>
  );
}
