import type { ResourceDeclaration } from '../../engine/resource';

/** The procurement masters declared for the engine (and served by the demo backend's generic handlers). */
export const PROCUREMENT_RESOURCES: readonly ResourceDeclaration[] = [];
