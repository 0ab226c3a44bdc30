import type { BedState } from './room-panel-types';
import type { HostelAllocation, StaySegment } from './allocation-types';

/** Does the stretch hold its bed on that day? (From its first day up to the day before the bed was left.) */
export const holdsOn = (segment: Pick<StaySegment, 'from' | 'to'>, date: string) =>
  segment.from <= date && (segment.to === null || date < segment.to);

/** Who holds each bed on a day: bed id → the allocation and its stretch. */
export function holdersOn(
  allocations: readonly HostelAllocation[],
  date: string,
): Map<string, { allocation: HostelAllocation; segment: StaySegment }> {
  const holders = new Map<string, { allocation: HostelAllocation; segment: StaySegment }>();
  for (const allocation of allocations) {
    for (const segment of allocation.segments)
      if (holdsOn(segment, date)) holders.set(segment.bedId, { allocation, segment });
  }
  return holders;
}

/**
 * The stretch that holds the bed on `date` or any day after (so a bed given from that day would hold two), other than
 * `except`'s.
 */
export function holderFrom(
  allocations: readonly HostelAllocation[],
  bedId: string,
  date: string,
  except = '',
): { allocation: HostelAllocation; segment: StaySegment } | undefined {
  for (const allocation of allocations) {
    if (allocation.allocNo === except) continue;
    const segment = allocation.segments.find((one) => one.bedId === bedId && (one.to === null || one.to > date));
    if (segment) return { allocation, segment };
  }
  return undefined;
}

export interface OccupancyFigures {
  beds: number;
  occupied: number;
  outOfService: number;
  vacant: number;
  /** Occupied beds as a percentage of the beds in service, to one decimal. */
  percent: number;
}

export function occupancyOf(states: Iterable<BedState>): OccupancyFigures {
  let beds = 0;
  let occupied = 0;
  let outOfService = 0;
  for (const state of states) {
    beds += 1;
    if (state === 'OCCUPIED') occupied += 1;
    if (state === 'OUT_OF_SERVICE') outOfService += 1;
  }
  const inService = beds - outOfService;
  return {
    beds,
    occupied,
    outOfService,
    vacant: inService - occupied,
    percent: inService === 0 ? 0 : Math.round((occupied * 1000) / inService) / 10,
  };
}
