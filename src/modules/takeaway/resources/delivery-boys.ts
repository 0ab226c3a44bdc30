import type { ResourceDeclaration } from '../../../engine/resource';
import { mobileField } from '../../../kits/masters/contact-fields';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { OUTLETS } from './outlets';

/** Delivery boys (/takeaway/delivery-boys): riders attached to a take-away outlet. */
export const DELIVERY_BOYS: ResourceDeclaration = {
  name: 'takeaway.delivery-boys',
  title: 'Delivery boys',
  singular: 'Delivery boy',
  screen: TAKEAWAY.deliveryBoys,
  key: 'code',
  entity: 'deliveryBoy',
  endpoints: {
    list: 'api/TADeliveryBoys/GetTADeliveryBoys',
    get: 'api/TADeliveryBoys/GetTADeliveryBoy',
    save: 'api/TADeliveryBoys/SetTADeliveryBoy',
  },
  fields: [
    codeField('RD01'),
    nameField(60),
    mobileField({ required: true }),
    { name: 'outlet', label: 'Outlet', type: 'reference', required: true, reference: refTo(OUTLETS) },
    {
      name: 'vehicleType',
      label: 'Vehicle',
      type: 'select',
      required: true,
      options: [
        { value: 'CYCLE', label: 'Bicycle' },
        { value: 'MOTORCYCLE', label: 'Motorcycle' },
        { value: 'SCOOTER', label: 'Scooter' },
        { value: 'EV', label: 'Electric scooter' },
      ],
      defaultValue: 'SCOOTER',
    },
    {
      name: 'vehicleNumber',
      label: 'Vehicle number',
      type: 'text',
      max: 14,
      pattern: {
        regex: /^[A-Z]{2}-\d{2}-[A-Z]{1,3}-\d{4}$/,
        message: 'State, RTO, series and number, e.g. KA-01-HK-2291',
      },
    },
    {
      name: 'licenceNumber',
      label: 'Driving licence',
      type: 'text',
      max: 16,
      pattern: { regex: /^[A-Z]{2}\d{13}$/, message: 'State, RTO, year and number, e.g. KA0120190012345' },
    },
    {
      name: 'cashLimit',
      label: 'Cash-on-delivery limit',
      type: 'money',
      min: 0,
      help: 'Most cash the rider may carry before handing it in.',
    },
    { name: 'joinedOn', label: 'Joined on', type: 'date' },
    ACTIVE,
  ],
  columns: ['code', 'name', 'mobile', 'outlet', 'vehicleType', 'active'],
  example: {
    code: 'RD90',
    name: 'Muhammed Shafi',
    mobile: '9847090101',
    outlet: 'MAIN',
    vehicleType: 'EV',
    vehicleNumber: 'KL-07-DG-3390',
    licenceNumber: 'KL0720230033390',
    cashLimit: 5000,
    joinedOn: '2026-11-09',
    active: true,
  },
  searchable: ['code', 'name', 'mobile', 'vehicleNumber'],
  filters: ['outlet', 'vehicleType', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
