import type { ResourceDeclaration } from '../../engine/resource';

/** The library masters declared for the engine (and served by the demo backend's generic handlers). */
export const LIBRARY_RESOURCES: readonly ResourceDeclaration[] = [];
