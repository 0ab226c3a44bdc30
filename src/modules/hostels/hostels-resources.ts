import type { ResourceDeclaration } from '../../engine/resource';

/** The hostels masters declared for the engine (and served by the demo backend's generic handlers). */
export const HOSTELS_RESOURCES: readonly ResourceDeclaration[] = [];
