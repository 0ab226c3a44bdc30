import { ENQUIRY_SHOW, ENQUIRY_SHOW_OPTIONS, enquiryReply, shownBy } from './enquiry-replies';

describe('where an enquiry stands with its supplier', () => {
  it('is quoted once a quotation names it, even after its reply-by day', () => {
    expect(enquiryReply('2026-11-01', true, '2026-11-20')).toBe('Quoted');
  });

  it('is pending up to and on its reply-by day, and expired the day after', () => {
    expect(enquiryReply('2026-11-20', false, '2026-11-19')).toBe('Pending');
    expect(enquiryReply('2026-11-20', false, '2026-11-20')).toBe('Pending');
    expect(enquiryReply('2026-11-20', false, '2026-11-21')).toBe('Expired');
    expect(enquiryReply('2026-11-20T00:00:00', false, '2026-11-21')).toBe('Expired');
  });

  it('never expires without a reply-by day', () => {
    expect(enquiryReply(null, false, '2099-01-01')).toBe('Pending');
    expect(enquiryReply('', false, '2099-01-01')).toBe('Pending');
  });

  it('shows all, the pending or the expired as chosen, and all for a choice it does not know', () => {
    const replies = ['Quoted', 'Pending', 'Expired'] as const;
    const shown = (show: number) => replies.filter((reply) => shownBy(show, reply));
    expect(shown(ENQUIRY_SHOW.all)).toEqual(replies);
    expect(shown(ENQUIRY_SHOW.pending)).toEqual(['Pending']);
    expect(shown(ENQUIRY_SHOW.expired)).toEqual(['Expired']);
    expect(shown(0)).toEqual(replies);
    expect(ENQUIRY_SHOW_OPTIONS.map((option) => option.value)).toEqual(['1', '2', '3']);
  });
});
