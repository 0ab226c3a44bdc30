import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { FoMode } from '../domain/stay-types';
import type { GroupState, MemberStatus } from './domain/groups-types';

export const STATE_WORDS: Record<GroupState, string> = { BOOKED: 'Booked', IN_HOUSE: 'In house', CLOSED: 'Closed' };

export const MEMBER_WORDS: Record<MemberStatus, string> = {
  BOOKED: 'Booked',
  IN_HOUSE: 'In house',
  CHECKOUT_PENDING: 'Check-out in progress',
  CHECKED_OUT: 'Checked out',
  CANCELLED: 'Cancelled',
  NO_SHOW: 'No-show',
};

export const MODE_WORDS: Record<FoMode, string> = {
  CASH: 'Cash',
  CARD: 'Card',
  UPI: 'UPI',
  COMPANY: "To the group's company",
};

/** Rupees on the wire, shown with the money library's format. */
export const rupees = (amount: number) => formatMoney(toPaise(amount));
