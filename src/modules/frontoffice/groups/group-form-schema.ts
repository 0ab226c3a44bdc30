import { z } from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { ID_TYPES } from '../domain/stay-types';
import {
  modifyErrors,
  newGroupErrors,
  roomLineErrors,
  type GroupErrors,
  type GroupInputContext,
} from './domain/group-input';
import type { GroupMode, GroupRequirements, GroupRoom, ModifyGroupHeader } from './domain/groups-types';
import { lineOf, newGroupBody, type NewGroupValues, type RoomLineValues } from './group-form-values';

const text = z.string();
const foreign = z.object({
  passportNo: text,
  passportExpiry: text,
  visaNo: text,
  visaType: text,
  visaExpiry: text,
  arrivedInIndia: text,
  arrivedFrom: text,
});
const roomLine = z.object({
  room: text,
  guestName: text,
  nationality: text,
  foreign,
  adults: text,
  children: text,
  mealPlan: text,
}) satisfies z.ZodType<RoomLineValues, RoomLineValues>;
const leader = z.object({
  ...foreign.shape,
  guestId: text,
  name: text,
  mobile: text,
  email: text,
  idType: z.enum(['', ...ID_TYPES]),
  idNumber: text,
  nationality: text,
  address: text,
  city: text,
  country: text,
  nextDestination: text,
});
const mode = z.enum(['BOOK', 'CHECK_IN']);

/** The rooms a group may take: vacant clean ones to check in now, any not out of order to book. */
export const roomsFor = (how: GroupMode, rooms: readonly GroupRoom[]): GroupRoom[] =>
  rooms.filter((room) => (how === 'CHECK_IN' ? room.status === 'VACANT' : room.status !== 'OUT_OF_ORDER'));

const contextOf = (requirements: GroupRequirements, how: GroupMode): GroupInputContext => ({
  today: requirements.today,
  rooms: new Map(roomsFor(how, requirements.rooms).map((room) => [room.roomNo, room])),
  mealPlans: new Set(requirements.mealPlans.map((plan) => plan.code)),
});

const problems = (errors: GroupErrors): FieldProblem[] =>
  Object.entries(errors).map(([field, message]) => ({ field, message }));

/** A new group as typed, checked by the group rules on what would be sent (the first room the leader's). */
export const newGroupSchema = (requirements: GroupRequirements) =>
  checkedBy(
    z.object({
      name: text,
      mode,
      leader,
      billTo: text,
      arrival: text,
      departure: text,
      remarks: text,
      lines: z.array(roomLine),
    }) satisfies z.ZodType<NewGroupValues, NewGroupValues>,
    (values) => {
      const body = newGroupBody(values, requirements.today);
      return problems(
        newGroupErrors(
          { ...body.header, lines: body.lines },
          {
            ...contextOf(requirements, values.mode),
            billTo: new Set(requirements.billTo.map((row) => row.code)),
          },
        ),
      );
    },
  );

/** Rooms added to a group arriving on `arrival` (today at the earliest), checked by the room line rules. */
export const addRoomsSchema = (requirements: GroupRequirements, arrival: string) =>
  checkedBy(z.object({ mode, lines: z.array(roomLine) }), (values) =>
    problems(roomLineErrors(values.lines.map(lineOf), contextOf(requirements, values.mode), arrival)),
  );

export type AddRoomsValues = z.infer<ReturnType<typeof addRoomsSchema>>;

/** A group's header as modified, checked by the group rules (a leader among its rooms in house once it has come). */
export const modifyGroupSchema = (
  group: { arrival: string; booked: boolean; inHouse: ReadonlySet<string> },
  today: string,
) =>
  checkedBy(
    z.object({
      groupId: text,
      name: text,
      leaderStayNo: text,
      billTo: text,
      departure: text,
      remarks: text,
    }) satisfies z.ZodType<ModifyGroupHeader, ModifyGroupHeader>,
    (values) => problems(modifyErrors(values, group, today)),
  );

const NOT_FIELDS = new Set(['ref', 'type', 'types', 'message']);

/**
 * A form's problems by field in the order found ('leader.mobile', 'lines.1.room'; a list's own problem under the
 * list's name), for the summary above the fields.
 */
export function problemsOf(errors: object): GroupErrors {
  const found: GroupErrors = {};
  const walk = (node: object, path: string) => {
    if (path && 'message' in node && typeof node.message === 'string') found[path] = node.message;
    for (const [key, child] of Object.entries(node)) {
      if (NOT_FIELDS.has(key) || child === null || typeof child !== 'object') continue;
      walk(child, key === 'root' ? path : path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return found;
}
