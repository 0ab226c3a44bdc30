import type { ResourceDeclaration } from '../../engine/resource';

/** The takeaway masters declared for the engine (and served by the demo backend's generic handlers). */
export const TAKEAWAY_RESOURCES: readonly ResourceDeclaration[] = [];
