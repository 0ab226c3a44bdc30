import type { ResourceDeclaration } from '../../engine/resource';
import { ACTIVITIES } from './resources/activities';
import { ACTIVITY_GROUPS } from './resources/activity-groups';
import { CLASSES } from './resources/classes';
import { EXAMS } from './resources/exams';
import { HOUSES } from './resources/houses';
import { PENALTIES } from './resources/penalties';
import { SUBJECTS } from './resources/subjects';

/** The students masters declared for the engine (and served by the demo backend's generic handlers). */
export const STUDENTS_RESOURCES: readonly ResourceDeclaration[] = [
  SUBJECTS,
  EXAMS,
  CLASSES,
  PENALTIES,
  HOUSES,
  ACTIVITY_GROUPS,
  ACTIVITIES,
];
