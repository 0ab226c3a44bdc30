import type { ResourceDeclaration } from '../../engine/resource';
import { TAXES } from './resources/taxes';

/** The administration masters the engine renders (and the demo backend's generic handlers serve). */
export const ADMIN_RESOURCES: readonly ResourceDeclaration[] = [TAXES];
