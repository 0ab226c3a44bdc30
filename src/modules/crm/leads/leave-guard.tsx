import { useLeaveGuard } from '../../../engine/form/use-leave-guard';

/** The leave question as a component, mounted only where it applies (the router keeps one blocker at a time). */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  return useLeaveGuard(dirty);
}
