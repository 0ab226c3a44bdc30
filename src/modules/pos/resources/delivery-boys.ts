import type { ResourceDeclaration } from '../../../engine/resource';
import { mobileField } from '../../../kits/masters/contact-fields';
import { ACTIVE, codeField, nameField, refTo } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';
import { VEHICLE_NUMBER, VEHICLES } from './fields';
import { OUTLETS } from './outlets';

/** Delivery boys (/pos/res-delivery-boys, also the online /pos/res-boys): who takes home-delivery orders out. */
export const DELIVERY_BOYS: ResourceDeclaration = {
  name: 'pos.delivery-boys',
  title: 'Delivery boys',
  singular: 'Delivery boy',
  screen: POS.resDeliveryBoys,
  key: 'code',
  entity: 'deliveryBoy',
  endpoints: {
    list: 'api/ResDeliveryBoys/GetResDeliveryBoys',
    get: 'api/ResDeliveryBoys/GetResDeliveryBoy',
    save: 'api/ResDeliveryBoys/SetResDeliveryBoy',
  },
  fields: [
    codeField('DB01'),
    nameField(60),
    mobileField({ required: true }),
    { name: 'outlet', label: 'Based at', type: 'reference', required: true, reference: refTo(OUTLETS) },
    {
      name: 'vehicleType',
      label: 'Vehicle',
      type: 'select',
      required: true,
      options: VEHICLES,
      defaultValue: 'MOTORCYCLE',
    },
    { name: 'vehicleNumber', label: 'Vehicle number', type: 'text', max: 14, pattern: VEHICLE_NUMBER },
    {
      name: 'licenceNumber',
      label: 'Driving licence',
      type: 'text',
      max: 16,
      pattern: { regex: /^[A-Z]{2}\d{13}$/, message: 'State, RTO, year and number, e.g. KL0720190012345' },
    },
    { name: 'area', label: 'Delivery area', type: 'text', max: 60 },
    { name: 'joinedOn', label: 'Joined on', type: 'date' },
    ACTIVE,
  ],
  columns: ['code', 'name', 'mobile', 'outlet', 'vehicleType', 'area', 'active'],
  example: {
    code: 'DB90',
    name: 'Ajmal Hussain',
    mobile: '9847090061',
    outlet: 'HDL',
    vehicleType: 'EV',
    vehicleNumber: 'KL-07-DF-5512',
    licenceNumber: 'KL0720240045512',
    area: 'Kadavanthra and Elamkulam',
    joinedOn: '2026-11-02',
    active: true,
  },
  searchable: ['code', 'name', 'mobile', 'area', 'vehicleNumber'],
  filters: ['outlet', 'vehicleType', 'active'],
  defaultSort: { field: 'code', direction: 'asc' },
};
