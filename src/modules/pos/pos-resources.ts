import type { ResourceDeclaration } from '../../engine/resource';

/** The pos masters declared for the engine (and served by the demo backend's generic handlers). */
export const POS_RESOURCES: readonly ResourceDeclaration[] = [];
