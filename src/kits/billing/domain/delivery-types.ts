export type DeliveryStatus = 'PREPARING' | 'OUT' | 'DELIVERED' | 'COLLECTED' | 'CANCELLED';

export interface DeliveryOrder {
  recordId: number;
  seq: string;
  dat: string;
  outlet: string;
  customerName: string;
  phone: string;
  address: string;
  deliveryBoy: string;
  status: DeliveryStatus;
  tableNo: string; // the delivery's pseudo table (D<recordId>) its KOTs and bill go to
  billNo: number | null;
  total: number;
  notes: string;
}
