import { screen } from '../../lib/screens/screen-declaration';

/**
 * The component catalogue of the default demo menu (spec section 2: UI kit, forms, tables, icons): open to every
 * signed-in user.
 */
export const GENERIC_AREAS = {
  alerts: screen('uikits/alerts', 'UI kit: alerts'),
  accordions: screen('uikits/accordions', 'UI kit: accordions'),
  badges: screen('uikits/badges', 'UI kit: badges'),
  buttons: screen('uikits/buttons', 'UI kit: buttons'),
  buttonsLoading: screen('uikits/buttons-loading', 'UI kit: loading buttons'),
  cards: screen('uikits/cards', 'UI kit: cards'),
  cardsMetrics: screen('uikits/cards-metrics', 'UI kit: metric cards'),
  cardsWidget: screen('uikits/cards-widget', 'UI kit: widget cards'),
  cardsEcommerce: screen('uikits/cards-ecommerce', 'UI kit: e-commerce cards'),
  modals: screen('uikits/modals', 'UI kit: modals'),
  popover: screen('uikits/popover', 'UI kit: popovers'),
  rating: screen('uikits/rating', 'UI kit: rating'),
  loaders: screen('uikits/loaders', 'UI kit: loaders'),
  formsBasic: screen('forms/basic', 'Forms: basic'),
  formsLayouts: screen('forms/layouts', 'Forms: layouts'),
  formsInputGroup: screen('forms/input-group', 'Forms: input group'),
  formsInputMask: screen('forms/input-mask', 'Forms: input mask'),
  formsWizard: screen('forms/wizard', 'Forms: wizard'),
  formsImgCropper: screen('forms/img-cropper', 'Forms: image cropper'),
  tablesList: screen('tables/list', 'Tables: list'),
  tablesBootstrap: screen('tables/bootstrap-table', 'Tables: bootstrap table'),
  iconsmind: screen('icons/iconsmind', 'Icons'),
} as const;

/**
 * The apps of the default demo menu (invoices, inbox, chat, calendar, contacts, profile): open to every signed-in user.
 */
export const APPS = {
  invoice: screen('invoice', 'Invoices'),
  inbox: screen('inbox', 'Inbox'),
  chat: screen('chat', 'Chat'),
  calendar: screen('calendar', 'Calendar'),
  contacts: screen('contacts', 'Contacts'),
  profile: screen('pages/profile', 'Profile'),
} as const;
