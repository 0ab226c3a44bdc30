import { describe, expect, it } from 'vitest';
import type { CForm } from '../../modules/frontoffice/domain/stay-types';
import { cformNotices, dueWithinNoticeHours } from './notice-rules';

const form = (cformNo: string, dueBy: string, status: CForm['status'] = 'DUE'): CForm => ({
  cformNo,
  stayNo: 'STY26-11/0004',
  room: '204',
  guestName: 'Lena Hoffmann',
  nationality: 'German',
  passportNo: 'C01X00T47',
  visaNo: 'VG5512093',
  arrival: '2026-11-26T09:30',
  dueBy,
  status,
  submittedAt: '',
  submissionRef: '',
  user: 'admin',
});
const now = new Date('2026-11-26T12:00:00');

describe('C-Forms due within 24 hours', () => {
  it('counts a form due exactly 24 hours ahead, not one due a minute later', () => {
    expect(dueWithinNoticeHours('2026-11-27T12:00', now)).toBe(true);
    expect(dueWithinNoticeHours('2026-11-27T12:01', now)).toBe(false);
    expect(dueWithinNoticeHours('2026-11-25T12:00', now)).toBe(true);
  });

  it('raise a due form as a warning and an overdue one as a danger; a submitted or later one is not raised', () => {
    const notices = cformNotices(
      [
        form('CFM26-11/0001', '2026-11-26T20:00'),
        form('CFM26-11/0002', '2026-11-26T08:00'),
        form('CFM26-11/0003', '2026-11-26T09:00', 'SUBMITTED'),
        form('CFM26-11/0004', '2026-11-28T09:00'),
      ],
      now,
    );
    expect(notices).toEqual([
      {
        id: 'CFM26-11/0001',
        title: 'C-Form due',
        text: 'Lena Hoffmann (German), room 204: due by 26-Nov-2026 20:00',
        at: '2026-11-26T09:30',
        tone: 'warning',
      },
      expect.objectContaining({ id: 'CFM26-11/0002', title: 'C-Form overdue', tone: 'danger' }),
    ]);
  });
});
