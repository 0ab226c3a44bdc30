import Card from 'react-bootstrap/Card';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { editionName } from '../../../lib/editions';
import { isAdministrator } from '../../../lib/permissions/can';
import { useSession } from '../../../lib/session/session-store';
import type { SessionRecord } from '../../../lib/session/session-types';

const ASSIGNMENT_KINDS: Record<string, string> = {
  CAS: 'Cash account',
  BAN: 'Bank account',
  MOB: 'Mobile wallet',
  RES: 'Restaurant outlet',
  BRA: 'Branch',
};

const ASSIGNMENT_COLUMNS: ReadonlyArray<TableColumn<SessionRecord['assg'][number]>> = [
  { label: 'Kind', cell: (a) => ASSIGNMENT_KINDS[a.typ] ?? a.typ },
  { label: 'Name', cell: (a) => a.detail },
];

const EVERY_OUTLET: SessionRecord['assg'][number] = { code: '*', detail: 'Every outlet (administrator)', typ: 'RES' };

/**
 * The rows of "Your accounts and outlets": an administrator bills in every outlet, so their outlets are said in one
 * row rather than listed from assignments the backend does not limit them to.
 */
function assignmentRows(session: SessionRecord): SessionRecord['assg'] {
  // An edition without outlets (no outlet among the assignments) has no outlet row at all.
  if (!isAdministrator(session) || !session.assg.some((row) => row.typ === 'RES')) return session.assg;
  const accounts = session.assg.filter((row) => row.typ !== 'RES' && row.typ !== 'BRA');
  return [...accounts, EVERY_OUTLET, ...session.assg.filter((row) => row.typ === 'BRA')];
}

/** Who is signed in, where, under which licence, and the cash, bank and outlets assigned to them. */
export function SessionSummary() {
  const session = useSession();
  if (!session) return null;
  const { usr, addr } = session;
  return (
    <div className="row g-3 mb-3">
      <div className="col-md-6">
        <Card className="h-100">
          <Card.Body>
            <Card.Title as="h2" className="h5">
              {addr.company || `Company ${usr.cCode}`}
            </Card.Title>
            <dl className="row mb-0 small">
              <dt className="col-5">Edition</dt>
              <dd className="col-7">
                {editionName(usr.pCode)} ({usr.pCode})
              </dd>
              <dt className="col-5">Branch</dt>
              <dd className="col-7">{[addr.branchName, addr.city].filter(Boolean).join(', ') || usr.bCode}</dd>
              <dt className="col-5">Signed in as</dt>
              <dd className="col-7">
                {usr.uCode} ({usr.rCode})
              </dd>
              <dt className="col-5">Licence</dt>
              <dd className="col-7">{session.expiryMessage || 'No expiry message'}</dd>
            </dl>
          </Card.Body>
        </Card>
      </div>
      <div className="col-md-6">
        <Card className="h-100">
          <Card.Body>
            <Card.Title as="h2" className="h5">
              Your accounts and outlets
            </Card.Title>
            <DataTable
              empty={<p className="small text-muted mb-0">No cash, bank or outlet is assigned to you.</p>}
              rows={assignmentRows(session)}
              columns={ASSIGNMENT_COLUMNS}
              rowKey={(a) => `${a.typ}-${a.code}`}
              caption="Cash, bank and outlets assigned to you"
              captionPlacement="hidden"
              rowHeader={false}
              tableClassName="table table-sm small mb-0"
              responsive={false}
            />
          </Card.Body>
        </Card>
      </div>
    </div>
  );
}
