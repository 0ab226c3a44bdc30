import { describe, expect, it } from 'vitest';
import type { RoomStatusInput } from './domain/panel-types';
import { roomStatusSchema } from './room-status-values';

const problems = (values: RoomStatusInput) =>
  roomStatusSchema('2026-03-10')
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('a room’s new status', () => {
  it('needs a choice', () => {
    const none = { room: '101', status: '', reason: '', from: '', to: '' };
    expect(
      roomStatusSchema('2026-03-10')
        .safeParse(none)
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['Choose clean, dirty or out of order']);
  });

  it('takes clean or dirty as it is, and out of order with a reason and its dates beside their fields', () => {
    expect(problems({ room: '101', status: 'DIRTY', reason: '', from: '', to: '' })).toEqual([]);
    expect(
      problems({ room: '101', status: 'OUT_OF_ORDER', reason: ' ', from: '2026-03-11', to: '2026-03-09' }),
    ).toEqual([
      ['reason', 'Give the reason the room is out of order'],
      ['from', 'The room goes out of order now: from cannot be after the hotel date (10-Mar-2026)'],
      ['to', 'Out of order to cannot be before from'],
    ]);
  });
});
