import type {
  GroupBillTo,
  GroupMealPlan,
  GroupRequirements,
  GroupRoom,
} from '../../../modules/frontoffice/groups/domain/groups-types';
import { rowsOf } from '../../core/seeded-rows';
import { hotelDate, openStays, roomRows } from '../fo-store';

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

/** Every active room with its category's tariff and occupancy, and its state now (OCCUPIED when a stay is in it). */
export async function groupRoomsOf(companyCode: number): Promise<GroupRoom[]> {
  const [rows, categories, open] = await Promise.all([
    roomRows(companyCode),
    rowsOf('frontoffice.room-categories', companyCode),
    openStays(companyCode),
  ]);
  const byCode = new Map(categories.map((row) => [str(row.code), row]));
  const occupied = new Set(open.map((stay) => stay.room));
  return rows
    .filter((row) => row.active !== false || row.status === 'OUT_OF_ORDER')
    .map((row) => {
      const category = byCode.get(str(row.category));
      const roomNo = str(row.roomNo);
      return {
        roomNo,
        category: str(row.category),
        categoryName: str(category?.name),
        floor: num(row.floor),
        status: occupied.has(roomNo) ? 'OCCUPIED' : str(row.status) || 'VACANT',
        rate: num(category?.baseTariff),
        occupancy: num(category?.occupancy) || 1,
      };
    })
    .sort((a, b) => a.roomNo.localeCompare(b.roomNo, undefined, { numeric: true }));
}

export async function groupMealPlansOf(companyCode: number): Promise<GroupMealPlan[]> {
  return (await rowsOf('frontoffice.meal-plans', companyCode))
    .filter((row) => row.active !== false)
    .map((row) => ({
      code: str(row.code),
      name: str(row.name),
      adultRate: num(row.adultRate),
      childRate: num(row.childRate),
    }));
}

/** The companies and agents a group may be billed to (active front office customers). */
export async function groupBillToOf(companyCode: number): Promise<GroupBillTo[]> {
  return (await rowsOf('frontoffice.customers', companyCode))
    .filter((row) => row.active !== false && (row.customerType === 'COMPANY' || row.customerType === 'AGENT'))
    .map((row) => ({
      code: str(row.code),
      name: str(row.name),
      customerType: row.customerType as GroupBillTo['customerType'],
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function groupRequirements(companyCode: number): Promise<GroupRequirements> {
  const [today, rooms, mealPlans, billTo] = await Promise.all([
    hotelDate(companyCode),
    groupRoomsOf(companyCode),
    groupMealPlansOf(companyCode),
    groupBillToOf(companyCode),
  ]);
  return { today, rooms, mealPlans, billTo };
}
