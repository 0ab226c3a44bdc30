import { ACTIVITIES } from '../../../modules/students/resources/activities';
import { ACTIVITY_GROUPS } from '../../../modules/students/resources/activity-groups';
import { CLASSES } from '../../../modules/students/resources/classes';
import { EXAMS } from '../../../modules/students/resources/exams';
import { HOUSES } from '../../../modules/students/resources/houses';
import { PENALTIES } from '../../../modules/students/resources/penalties';
import { SUBJECTS } from '../../../modules/students/resources/subjects';
import type { SeedSet } from '../../core/seeds/seed-set';
import { activitySeed } from './activities';
import { ACTIVITY_GROUP_SEED } from './activity-groups';
import { classSeed } from './classes';
import { EXAM_SEED } from './exams';
import { HOUSE_SEED } from './houses';
import { PENALTY_SEED } from './penalties';
import { SUBJECT_SEED } from './subjects';

/**
 * Starting records of the students (academics) masters: every company gets them, the school (D-SHI) two sections and
 * more activities.
 */
export const STUDENTS_SEEDS: readonly SeedSet[] = [
  { resource: SUBJECTS, rows: () => SUBJECT_SEED },
  { resource: EXAMS, rows: () => EXAM_SEED },
  { resource: CLASSES, rows: classSeed },
  { resource: PENALTIES, rows: () => PENALTY_SEED },
  { resource: HOUSES, rows: () => HOUSE_SEED },
  { resource: ACTIVITY_GROUPS, rows: () => ACTIVITY_GROUP_SEED },
  { resource: ACTIVITIES, rows: activitySeed },
];
