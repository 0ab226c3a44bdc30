import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { GroupMembersTable } from './group-members-table';
import { GroupScreen } from './group-screen';
import { useGroupRequirements } from './groups-api';
import { ModifyGroupForm } from './modify-group-form';

/**
 * Modify group (/frontoffice/fo-group-modify): a booked or in-house group's name, leader, bill-to, departure and
 * remarks.
 */
export function ModifyGroupScreen() {
  const requirements = useGroupRequirements('groupModify');
  const allowed = useScreenPermission()('modify');
  return (
    <GroupScreen title="Modify group" states={['BOOKED', 'IN_HOUSE']}>
      {(group) => (
        <>
          <GroupMembersTable members={group.members} caption="The group's rooms" />
          {requirements.error && (
            <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />
          )}
          {requirements.isPending && <Loading label="Loading the companies…" />}
          {requirements.data && (
            <ModifyGroupForm
              key={`${group.group.groupId}`}
              group={group}
              billTo={requirements.data.billTo}
              allowed={allowed}
            />
          )}
        </>
      )}
    </GroupScreen>
  );
}
