import { FRONT_DESK as FD } from '../catalogue/front-desk';
import { group, link, moduleGroup } from '../menu-builders';

/**
 * The front desk (education) sidebar group (spec section 2, "Front desk"). The demo's shared routes entry and rep1-3
 * are not in it: D-SHA's shares pre-sales menu points at them. The spec's menu leaves out the student views
 * fd-students1..4 too, but no other label points at them, so they are here, after the masters.
 */
export const FRONT_DESK_MENU = moduleGroup('Front Desk', 'frontDesk', 'Enquiries, calls, fees and visitors', [
  link(FD.fdDash, 'Dashboard'),
  group('Masters', [link(FD.fdFees), link(FD.fdStudents)]),
  group('Student views', [link(FD.fdStudents1), link(FD.fdStudents2), link(FD.fdStudents3), link(FD.fdStudents4)]),
  group('Transactions', [
    link(FD.fdCalls),
    link(FD.fdPresentations),
    link(FD.fdFeestra),
    link(FD.fdBooks),
    link(FD.fdVisitors),
    link(FD.fdComplaints),
    link(FD.fdMeet),
    link(FD.fdTrain),
  ]),
  group('Reports', [
    link(FD.fdRepCalls, 'Calls'),
    link(FD.fdRepCallspending, 'Pending calls'),
    link(FD.fdRepPresentations, 'Presentations'),
    link(FD.fdRepPresentationspending, 'Pending presentations'),
    link(FD.fdRepCallsuserwise, 'User-wise calls'),
    link(FD.fdRepStudentnoc, 'Student NOC'),
    link(FD.fdRepTermwisependings, 'Term-wise pending fees'),
    link(FD.fdRepTotalpendings, 'Total pending fees'),
    link(FD.fdRepTraininginfo, 'Training information'),
    link(FD.fdRepMeetingdetails, 'Meeting details'),
  ]),
]);
