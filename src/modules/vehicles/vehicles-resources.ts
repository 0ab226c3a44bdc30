import type { ResourceDeclaration } from '../../engine/resource';

/** The vehicles masters declared for the engine (and served by the demo backend's generic handlers). */
export const VEHICLES_RESOURCES: readonly ResourceDeclaration[] = [];
