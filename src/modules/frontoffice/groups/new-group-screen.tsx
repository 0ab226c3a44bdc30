import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { BookedGroups } from './booked-groups';
import type { GroupMode } from './domain/groups-types';
import { useGroupRequirements } from './groups-api';
import { NewGroupForm } from './new-group-form';
import { useFoHref } from '../panel/use-fo-href';

function Saved({ groupId, mode, onAnother }: { groupId: string; mode: GroupMode; onAnother: () => void }) {
  const href = useFoHref();
  return (
    <Alert variant="success">
      <p>{mode === 'CHECK_IN' ? `Group ${groupId} is checked in.` : `Group ${groupId} is booked.`}</p>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-outline-primary btn-sm" to={href(FRONT_OFFICE.groupModify, { group: groupId })}>
          Modify the group
        </Link>
        <Link className="btn btn-outline-primary btn-sm" to={href(FRONT_OFFICE.groupAddRooms, { group: groupId })}>
          Add rooms
        </Link>
        <Button size="sm" onClick={onAnother}>
          New group
        </Button>
      </div>
    </Alert>
  );
}

/**
 * New group (/frontoffice/fo-group-new): one booking over several rooms with one leader, booked for its arrival or
 * checked in now; below, the groups booked, each checked in whole on its arrival date.
 */
export function NewGroupScreen() {
  const requirements = useGroupRequirements('groupNew');
  const allowed = useScreenPermission()('create');
  const [saved, setSaved] = useState<{ groupId: string; mode: GroupMode } | null>(null);
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="fo-group-new-title" className="p-2 p-md-3">
      <h1 id="fo-group-new-title" className="h4">
        New group
      </h1>
      {requirements.error && (
        <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
      )}
      {requirements.isPending && <Loading label="Loading the rooms, meal plans and companies…" />}
      {requirements.data && !allowed && <Alert variant="info">You may see the groups but not make one.</Alert>}
      {requirements.data && allowed && saved && (
        <Saved
          groupId={saved.groupId}
          mode={saved.mode}
          onAnother={() => {
            setSaved(null);
            setRound((value) => value + 1);
          }}
        />
      )}
      {requirements.data && allowed && !saved && (
        <NewGroupForm
          key={round}
          requirements={requirements.data}
          onSaved={(groupId, mode) => setSaved({ groupId, mode })}
        />
      )}
      {requirements.data && <BookedGroups today={requirements.data.today} allowed={allowed} />}
    </section>
  );
}
