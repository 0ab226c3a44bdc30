import { writeGroup } from '../fo-store';
import { groupFacts, groupOf } from './group-read';

/**
 * Closes an open group once the last of it has gone: no room of it in house (or with its check-out half done) and
 * none still booked for it. Its rooms may leave one by one at Check-out or by Part checkout rather than by Final
 * checkout; without this the group would stay open (in the open groups' lists and pickers, linkable) for ever.
 * Call inside the write queue after a member's stay is written CHECKED_OUT (or CANCELLED). Answers whether it closed.
 */
export async function closeGroupIfLeft(companyCode: number, groupId: string): Promise<boolean> {
  if (!groupId) return false;
  const [stored, facts] = await Promise.all([groupOf(companyCode, groupId), groupFacts(companyCode, groupId)]);
  if (!stored || !facts || stored.status !== 'OPEN') return false;
  const inRoom = facts.stays.some((stay) => stay.status === 'IN_HOUSE' || stay.status === 'CHECKOUT_PENDING');
  const booked = facts.reservations.some((row) => row.status === 'BOOKED');
  if (inRoom || booked) return false;
  await writeGroup(companyCode, { ...stored, status: 'CLOSED' });
  return true;
}
