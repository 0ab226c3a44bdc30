import type { ResourceDeclaration } from '../../engine/resource';

/** The production masters declared for the engine (and served by the demo backend's generic handlers). */
export const PRODUCTION_RESOURCES: readonly ResourceDeclaration[] = [];
