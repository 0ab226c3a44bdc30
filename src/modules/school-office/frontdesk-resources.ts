import type { ResourceDeclaration } from '../../engine/resource';
import { FEES } from './resources/fees';
import { STUDENTS } from './resources/students';

/** The frontdesk masters declared for the engine (and served by the demo backend's generic handlers). */
export const FRONTDESK_RESOURCES: readonly ResourceDeclaration[] = [FEES, STUDENTS];
