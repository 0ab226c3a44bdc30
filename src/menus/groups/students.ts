import { STUDENTS as S } from '../catalogue/students';
import { group, link, moduleGroup } from '../menu-builders';

/** The students (academics) sidebar group (spec section 2, "Students"). */
export const STUDENTS_MENU = moduleGroup('Students', 'students', 'Student Attendances, Performances Module', [
  link(S.studentDash, 'Dashboard'),
  group('Masters', [
    link(S.subjects),
    link(S.exams),
    link(S.classes),
    link(S.penalties),
    link(S.houses),
    link(S.activityGrps),
    link(S.activities),
  ]),
  group('Transactions', [
    link(S.stutimetable),
    link(S.stuattendance),
    link(S.stumarks),
    link(S.stuptrapenalities, 'Penalties'),
  ]),
  group('Key reports', [
    link(S.keyRepSubjects, 'Subjects'),
    link(S.keyRepExams, 'Exams'),
    link(S.keyRepClasses, 'Classes'),
    link(S.keyRepPenalities, 'Penalties'),
    link(S.keyRepHouses, 'Houses'),
  ]),
  group('Reports', [
    link(S.repTimetable, 'Timetable (teacher-wise)'),
    link(S.repTimetableclasswise, 'Timetable (class-wise)'),
    link(S.repAttendanceDay, 'Attendance (day)'),
    link(S.repAttendanceWeek, 'Attendance (week)'),
    link(S.repAttendanceMonth, 'Attendance (month)'),
    link(S.repAttendanceTop, 'Top attendance'),
    link(S.repMakrsSubjectwise, 'Marks (subject-wise)'),
    link(S.repMarksClasswise, 'Marks (class-wise)'),
    link(S.repMakrsStudentwise, 'Marks (student-wise)'),
    link(S.repPendingPenalities),
    link(S.repPendingFees),
  ]),
]);
