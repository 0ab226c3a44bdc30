/** The records-store name of the CRM sale orders (re-exported by the sales invoice's `sale-orders.ts`). */
export const CRM_SALE_ORDERS = 'crm.sale-orders';
