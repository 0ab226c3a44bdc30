import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { STUDENTS } from '../../menus/catalogue/students';

/** The academics dashboard: figures from the students masters. */
export const STUDENTS_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'students.dashboard',
    title: 'Students dashboard',
    screen: STUDENTS.studentDash,
    endpoint: 'api/StuDashboard/GetStudentsDashboard',
    cards: [
      {
        name: 'classes',
        label: 'Classes',
        format: 'number',
        source: { resource: 'students.classes', measure: 'count', where: { active: true } },
      },
      {
        name: 'seats',
        label: 'Seats',
        format: 'number',
        source: { resource: 'students.classes', measure: 'sum', field: 'capacity' },
      },
      {
        name: 'subjects',
        label: 'Subjects',
        format: 'number',
        source: { resource: 'students.subjects', measure: 'count' },
      },
      {
        name: 'activities',
        label: 'Activities',
        format: 'number',
        source: { resource: 'students.activities', measure: 'count' },
      },
    ],
    charts: [
      {
        name: 'activitiesByGroup',
        title: 'Activities by group',
        kind: 'bar',
        source: { resource: 'students.activities', measure: 'count', groupBy: 'group' },
      },
      {
        name: 'examsByTerm',
        title: 'Exams by term',
        kind: 'doughnut',
        source: { resource: 'students.exams', measure: 'count', groupBy: 'term' },
      },
    ],
  },
];
