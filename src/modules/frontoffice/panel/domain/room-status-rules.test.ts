import type { RoomStatusInput } from './panel-types';
import { roomStatusProblems } from './room-status-rules';

const TODAY = '2026-11-21';
const input = (over: Partial<RoomStatusInput>): RoomStatusInput => ({
  room: '105',
  status: 'OUT_OF_ORDER',
  reason: 'AC repair',
  from: TODAY,
  to: '2026-11-23',
  ...over,
});

describe('a room status change', () => {
  it('needs nothing more for clean or dirty', () => {
    expect(roomStatusProblems(input({ status: 'VACANT', reason: '', from: '', to: '' }), TODAY)).toEqual({});
    expect(roomStatusProblems(input({ status: 'DIRTY', reason: '', from: '', to: '' }), TODAY)).toEqual({});
  });
  it('takes out of order with a reason and a window from now (or earlier) to today or later', () => {
    expect(roomStatusProblems(input({}), TODAY)).toEqual({});
    expect(roomStatusProblems(input({ from: '2026-11-19', to: TODAY }), TODAY)).toEqual({});
  });
  it('names each problem of out of order by field', () => {
    expect(roomStatusProblems(input({ reason: ' ', from: '2026-11-22', to: '2026-11-21' }), TODAY)).toEqual({
      reason: 'Give the reason the room is out of order',
      from: 'The room goes out of order now: from cannot be after the hotel date (21-Nov-2026)',
      to: 'Out of order to cannot be before from',
    });
    expect(roomStatusProblems(input({ from: '2026-11-10', to: '2026-11-20' }), TODAY).to).toBe(
      'Out of order to cannot be before the hotel date (21-Nov-2026)',
    );
    expect(roomStatusProblems(input({ from: '', to: 'x' }), TODAY)).toEqual({
      from: 'Out of order from must be a date',
      to: 'Out of order to must be a date',
    });
  });
  it('refuses an unknown status', () =>
    expect(roomStatusProblems(input({ status: 'OCCUPIED' as RoomStatusInput['status'] }), TODAY).status).toBeDefined());
});
