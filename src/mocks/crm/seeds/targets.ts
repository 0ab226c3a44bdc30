import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';

const QUARTERS = [
  ['Q1', '2026-04-01', '2026-06-30', 0.9],
  ['Q2', '2026-07-01', '2026-09-30', 0.95],
  ['Q3', '2026-10-01', '2026-12-31', 1.3],
  ['Q4', '2027-01-01', '2027-03-31', 1.1],
] as const;

/** A quarter's target for the first agent, by trade; later agents step down 8% each. */
const BASE: Record<TradeProfile, number> = { food: 350000, industrial: 1800000, retail: 600000, office: 900000 };
const AVERAGE_ORDER: Record<TradeProfile, number> = { food: 12000, industrial: 90000, retail: 15000, office: 45000 };

/** Quarterly targets of FY 2026-27 for the eight senior agents (AG-01 to AG-08). */
export function targetSeed(company: DemoCompany) {
  const profile = tradeProfile(company.pCode);
  return Array.from({ length: 8 }, (_, agentIndex) =>
    QUARTERS.map(([quarter, fromDate, toDate, season]) => {
      const agent = String(agentIndex + 1).padStart(2, '0');
      const targetAmount = Math.round((BASE[profile] * season * (1 - agentIndex * 0.08)) / 5000) * 5000;
      return {
        code: `T2627-${quarter}-${agent}`,
        agent: `AG-${agent}`,
        period: 'QUARTER',
        fromDate,
        toDate,
        targetAmount,
        targetOrders: Math.round(targetAmount / AVERAGE_ORDER[profile]),
        remarks: quarter === 'Q3' ? 'Festive quarter: Diwali and year-end orders' : '',
      };
    }),
  ).flat();
}
