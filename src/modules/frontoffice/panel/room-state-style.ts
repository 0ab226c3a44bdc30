import type { RoomState } from './domain/room-states';

/** Each state's colour (always with its words on the tile: never colour alone) and a mark that differs in shape too. */
export const STATE_STYLE: Record<RoomState, { className: string; mark: string }> = {
  VACANT_CLEAN: { className: 'bg-success-subtle border-success', mark: '✓' },
  VACANT_DIRTY: { className: 'bg-warning-subtle border-warning', mark: '!' },
  ARRIVING: { className: 'bg-info-subtle border-info', mark: '→' },
  OCCUPIED: { className: 'bg-primary-subtle border-primary', mark: '●' },
  DUE_OUT: { className: 'bg-danger-subtle border-danger', mark: '←' },
  OUT_OF_ORDER: { className: 'bg-secondary-subtle border-secondary', mark: '✕' },
};
