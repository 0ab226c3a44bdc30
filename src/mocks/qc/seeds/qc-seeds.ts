import { PRODUCTION_TESTS } from '../../../modules/qc/resources/production-tests';
import { RAW_MATERIAL_TESTS } from '../../../modules/qc/resources/raw-material-tests';
import { SALE_RETURN_TESTS } from '../../../modules/qc/resources/sale-return-tests';
import type { DemoCompany } from '../../core/company/companies';
import type { SeedSet } from '../../core/seeds/seed-set';
import { type TradeProfile, tradeProfile } from '../../core/company/trade-profile';
import { FOOD_TESTS, INDUSTRIAL_TESTS } from './food-industrial';
import { OFFICE_TESTS, RETAIL_TESTS } from './retail-office';
import { type TestPlan, testRecords } from './test-rows';

const PLANS: Record<TradeProfile, TestPlan> = {
  food: FOOD_TESTS,
  industrial: INDUSTRIAL_TESTS,
  retail: RETAIL_TESTS,
  office: OFFICE_TESTS,
};
const planOf = (company: DemoCompany) => PLANS[tradeProfile(company.pCode)];

/** Starting records of the qc masters: tests of each company's trade (raw material tests name its item groups). */
export const QC_SEEDS: readonly SeedSet[] = [
  { resource: RAW_MATERIAL_TESTS, rows: (company) => testRecords('RM', 'MAT', planOf(company).raw, true) },
  { resource: PRODUCTION_TESTS, rows: (company) => testRecords('PT', 'PRO', planOf(company).production, false) },
  { resource: SALE_RETURN_TESTS, rows: (company) => testRecords('SR', 'SRT', planOf(company).saleReturn, false) },
];
