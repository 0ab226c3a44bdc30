import { addDays, format, parseISO } from 'date-fns';
import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import type { RoomStatusInput } from './domain/panel-types';
import type { RoomTile } from './domain/room-states';
import { roomStatusProblems } from './domain/room-status-rules';

export const STATUS_CHOICES = ['VACANT', 'DIRTY', 'OUT_OF_ORDER'] as const;
type Choice = (typeof STATUS_CHOICES)[number];

/**
 * The status the room has now, when it is one of the choices ('' for none: an occupied room, say); out of order from
 * the hotel date until its end, or tomorrow.
 */
export function startOf(tile: RoomTile, hotelDate: string): RoomStatusInput {
  const status: Choice | '' =
    tile.state === 'OUT_OF_ORDER'
      ? 'OUT_OF_ORDER'
      : tile.state === 'VACANT_CLEAN' || (tile.state === 'ARRIVING' && !tile.dirty)
        ? 'VACANT'
        : tile.dirty
          ? 'DIRTY'
          : '';
  return {
    room: tile.roomNo,
    // None chosen yet: the save stays disabled until one is, and the room status rules name a missing choice.
    status: status as Choice,
    reason: tile.outOfOrderReason,
    from: hotelDate,
    to: tile.outOfOrderTo || format(addDays(parseISO(hotelDate), 1), 'yyyy-MM-dd'),
  };
}

/** The room status rules (shared with the demo backend), each problem beside its field. */
export const roomStatusSchema = (hotelDate: string) =>
  checkedBy(
    z.object({
      room: z.string(),
      // The choice itself is checked by the rules, which name a missing one in their own words.
      status: z.custom<Choice>(),
      reason: z.string(),
      from: z.string(),
      to: z.string(),
    }),
    (values) =>
      Object.entries(roomStatusProblems(values, hotelDate)).map(([field, message]) => ({
        field,
        message: message ?? '',
      })),
  );
