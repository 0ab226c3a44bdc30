import type { TabChannel } from './outbox-tabs';

let make: (() => TabChannel) | null = null;

/**
 * The app gives the outbox its channel to the other tabs (a BroadcastChannel) at start-up; the outbox opens it when
 * it starts. Kept apart so the start-up code loads none of the outbox. Tests give none: Node's BroadcastChannel
 * reaches the other test workers of the process.
 */
export function provideTabChannel(factory: () => TabChannel): void {
  make = factory;
}

/** The channel to the other tabs, once (null when none was provided). */
export function takeTabChannel(): TabChannel | null {
  const factory = make;
  make = null;
  return factory ? factory() : null;
}
