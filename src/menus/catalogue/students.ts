import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.students;
// The spec gives students no module or menu codes: module 13 is ours (MODULE.students), and the menus follow
// accounts and older HRD: 1 masters, 2 transactions, 8 reports, 9 key reports; dashboard menu 0 screen 0 transaction 1.
const MASTERS = 1;
const TRANSACTIONS = 2;
const REPORTS = 8;
const KEY_REPORTS = 9;

/** Every students (academics) route (spec section 2, "Students") with its title and permission code. */
export const STUDENTS = {
  studentDash: screen('students/student-dash', 'Students dashboard', dashboardCode(M)),
  subjects: screen('students/subjects', 'Subjects', code(M, MASTERS, 1)),
  exams: screen('students/exams', 'Exams', code(M, MASTERS, 2)),
  classes: screen('students/classes', 'Classes', code(M, MASTERS, 3)),
  penalties: screen('students/penalties', 'Penalties', code(M, MASTERS, 4)),
  houses: screen('students/houses', 'Houses', code(M, MASTERS, 5)),
  activityGrps: screen('students/activity-grps', 'Activity groups', code(M, MASTERS, 6)),
  activities: screen('students/activities', 'Activities', code(M, MASTERS, 7)),
  stutimetable: screen('students/stutimetable', 'Timetable', code(M, TRANSACTIONS, 1)),
  stuattendance: screen('students/stuattendance', 'Attendance', code(M, TRANSACTIONS, 2)),
  stumarks: screen('students/stumarks', 'Marks', code(M, TRANSACTIONS, 3)),
  stuptrapenalities: screen('students/stuptrapenalities', 'Student penalties', code(M, TRANSACTIONS, 4)),
  keyRepSubjects: screen('students/key-rep-subjects', 'List of subjects', code(M, KEY_REPORTS, 1)),
  keyRepExams: screen('students/key-rep-exams', 'List of exams', code(M, KEY_REPORTS, 2)),
  keyRepClasses: screen('students/key-rep-classes', 'List of classes', code(M, KEY_REPORTS, 3)),
  keyRepPenalities: screen('students/key-rep-penalities', 'List of penalties', code(M, KEY_REPORTS, 4)),
  keyRepHouses: screen('students/key-rep-houses', 'List of houses', code(M, KEY_REPORTS, 5)),
  repTimetable: screen('students/rep-timetable', 'Teacher-wise timetable', code(M, REPORTS, 1)),
  repTimetableclasswise: screen('students/rep-timetableclasswise', 'Class-wise timetable', code(M, REPORTS, 2)),
  repAttendanceDay: screen('students/rep-attendance-day', 'Daily attendance', code(M, REPORTS, 3)),
  repAttendanceWeek: screen('students/rep-attendance-week', 'Weekly attendance', code(M, REPORTS, 4)),
  repAttendanceMonth: screen('students/rep-attendance-month', 'Monthly attendance', code(M, REPORTS, 5)),
  repAttendanceTop: screen('students/rep-attendance-top', 'Top attendance', code(M, REPORTS, 6)),
  /** The route keeps the spec's spelling ("makrs"). */
  repMakrsSubjectwise: screen('students/rep-makrs-subjectwise', 'Subject-wise marks', code(M, REPORTS, 7)),
  repMarksClasswise: screen('students/rep-marks-classwise', 'Class-wise marks', code(M, REPORTS, 8)),
  repMakrsStudentwise: screen('students/rep-makrs-studentwise', 'Student-wise marks', code(M, REPORTS, 9)),
  repPendingPenalities: screen('students/rep-pending-penalities', 'Pending penalties', code(M, REPORTS, 10)),
  repPendingFees: screen('students/rep-pending-fees', 'Pending fees', code(M, REPORTS, 11)),
} as const;
