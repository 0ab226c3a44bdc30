import type { ResourceDeclaration } from '../../engine/resource';

/** The hrd masters declared for the engine (and served by the demo backend's generic handlers). */
export const HRD_RESOURCES: readonly ResourceDeclaration[] = [];
