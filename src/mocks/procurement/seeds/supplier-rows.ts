import type { TradeProfile } from '../../core/company/trade-profile';

/**
 * [name, group, party type, lead time days, credit days, credit limit, payment mode]; codes SUP-001... follow the
 * order.
 */
export type SupplierRow = [string, string, string, number, number, number, string];

export const SUPPLIER_ROWS: Record<TradeProfile, SupplierRow[]> = {
  food: [
    ['Sri Annapoorna Vegetable Mandi', 'VEG', 'WHL', 1, 7, 50000, 'CASH'],
    ['Green Valley Farm Fresh', 'VEG', 'FRM', 1, 7, 40000, 'WALLET'],
    ['Ksheera Sagar Dairy', 'DAI', 'MFR', 1, 15, 80000, 'ONLINE'],
    ['Royal Poultry and Meat Traders', 'MEA', 'WHL', 1, 7, 100000, 'ONLINE'],
    ['Sea Pearl Fisheries', 'MEA', 'WHL', 1, 7, 60000, 'CASH'],
    ['Balaji Grocery Wholesale', 'GRO', 'WHL', 3, 30, 200000, 'ONLINE'],
    ['Spice Garden Masala Works', 'GRO', 'MFR', 5, 30, 75000, 'ONLINE'],
    ['Coastal Beverages Distributors', 'BEV', 'DST', 2, 21, 150000, 'CHEQUE'],
    ['EcoPack Containers', 'PKG', 'MFR', 7, 30, 60000, 'ONLINE'],
    ['Sparkle Hygiene Solutions', 'HKP', 'DST', 5, 30, 40000, 'ONLINE'],
    ['Chef Line Kitchen Equipment', 'EQP', 'DST', 15, 45, 300000, 'CHEQUE'],
    ['Pest Guard Services', 'SRV', 'SRV', 2, 15, 25000, 'ONLINE'],
    ['Fresh Bake Flour Mills', 'GRO', 'MFR', 4, 30, 90000, 'ONLINE'],
  ],
  industrial: [
    ['Bharat Steel Stockists', 'STL', 'DST', 3, 30, 1500000, 'ONLINE'],
    ['Sree Lakshmi Iron and Steel Traders', 'STL', 'WHL', 4, 45, 1000000, 'CHEQUE'],
    ['Deccan Aluminium Extrusions', 'NFM', 'MFR', 10, 45, 800000, 'ONLINE'],
    ['Precision Fasteners Pvt Ltd', 'BOP', 'MFR', 7, 30, 300000, 'ONLINE'],
    ['National Bearing Agencies', 'BOP', 'DST', 5, 30, 500000, 'ONLINE'],
    ['Carbide Tooling Solutions', 'TLS', 'DST', 7, 30, 250000, 'ONLINE'],
    ['Kaveri Lubricants', 'LUB', 'DST', 3, 30, 150000, 'CHEQUE'],
    ['Shivam Cement Depot', 'CEM', 'DST', 2, 15, 400000, 'ONLINE'],
    ['Ganga Sand and Aggregates', 'CEM', 'WHL', 1, 7, 200000, 'ONLINE'],
    ['Vishwakarma Engineering Works', 'JOB', 'SRV', 10, 30, 200000, 'ONLINE'],
    ['Speedline Roadways', 'TRN', 'SRV', 1, 15, 100000, 'ONLINE'],
    ['Anand Machine Tools', 'MCH', 'DST', 30, 60, 2000000, 'CHEQUE'],
    ['Ambica Heat Treaters', 'JOB', 'SRV', 5, 30, 120000, 'ONLINE'],
  ],
  retail: [
    ['Sai Krishna FMCG Distributors', 'FMC', 'DST', 2, 21, 400000, 'ONLINE'],
    ['Mahalakshmi Agencies', 'FMC', 'DST', 3, 21, 300000, 'ONLINE'],
    ['Sona Rice Traders', 'STA', 'WHL', 2, 15, 250000, 'ONLINE'],
    ['Vijaya Oil Mills', 'STA', 'MFR', 4, 15, 200000, 'CHEQUE'],
    ['Digital Point Electronics', 'ELC', 'DST', 5, 30, 350000, 'ONLINE'],
    ['Mobile Zone Accessories', 'ACC', 'WHL', 3, 30, 150000, 'WALLET'],
    ['Saraswati Stationery Mart', 'STN', 'WHL', 3, 30, 80000, 'ONLINE'],
    ['PolyPack Industries', 'PKG', 'MFR', 7, 30, 60000, 'ONLINE'],
    ['Swift Courier Services', 'TRN', 'SRV', 1, 15, 100000, 'ONLINE'],
    ['Metro Snacks Distributors', 'FMC', 'DST', 2, 21, 120000, 'ONLINE'],
    ['Home Care Products Agency', 'FMC', 'DST', 3, 21, 150000, 'CHEQUE'],
    ['CoolTech Refrigeration Services', 'SRV', 'SRV', 2, 15, 50000, 'ONLINE'],
    ['Jyoti Paper Bags', 'PKG', 'MFR', 5, 30, 40000, 'CASH'],
  ],
  office: [
    ['Saraswati Stationers', 'STN', 'WHL', 2, 30, 60000, 'ONLINE'],
    ['Vision IT Solutions', 'ITV', 'DST', 7, 30, 500000, 'ONLINE'],
    ['Infotech Computer Services', 'ITV', 'SRV', 2, 30, 100000, 'ONLINE'],
    ['Comfort Office Furniture', 'FUR', 'MFR', 15, 45, 400000, 'CHEQUE'],
    ['Clean Home Supplies', 'HKP', 'DST', 3, 30, 50000, 'ONLINE'],
    ['Aroma Tea and Coffee Traders', 'PAN', 'WHL', 2, 15, 30000, 'WALLET'],
    ['Cool Air Services', 'AMC', 'SRV', 1, 30, 80000, 'ONLINE'],
    ['PrintWell Toners', 'PRN', 'DST', 3, 30, 70000, 'ONLINE'],
    ['SafeGuard Pest Control', 'SRV', 'SRV', 2, 15, 20000, 'ONLINE'],
    ['Quick Print Graphics', 'PRN', 'SRV', 3, 15, 40000, 'CASH'],
    ['Evergreen Gardening Services', 'SRV', 'SRV', 2, 15, 15000, 'WALLET'],
    ['Power Backup Systems', 'AMC', 'SRV', 2, 30, 60000, 'ONLINE'],
    ['Shree Ganesh Furniture Works', 'FUR', 'MFR', 20, 30, 150000, 'CHEQUE'],
  ],
};
