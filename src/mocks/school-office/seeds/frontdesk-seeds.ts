import { FEES } from '../../../modules/school-office/resources/fees';
import { STUDENTS } from '../../../modules/school-office/resources/students';
import type { SeedSet } from '../../core/seeds/seed-set';
import { FEE_SEED } from './fees';
import { studentSeed } from '../../core/school/seeds/students';

/** Starting records of the frontdesk masters: fee heads for all, pupils (most for the school, D-SHI). */
export const FRONTDESK_SEEDS: readonly SeedSet[] = [
  { resource: FEES, rows: () => FEE_SEED },
  { resource: STUDENTS, rows: studentSeed },
];
