import type { ResourceDeclaration } from '../../engine/resource';
import { BOOKS } from './resources/books';
import { JOURNALS } from './resources/journals';

/** The library masters declared for the engine (and served by the demo backend's generic handlers). */
export const LIBRARY_RESOURCES: readonly ResourceDeclaration[] = [BOOKS, JOURNALS];
