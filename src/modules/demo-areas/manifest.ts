import type { ModuleManifest } from '../../engine/module-manifest';

const screen = (path: string, title: string) => ({ path, title });

/** The generic areas of the default demo menu (spec section 2): invoices, inbox, UI kit, forms... */
export const demoAreasManifest: ModuleManifest = {
  name: 'demo-areas',
  title: 'Apps and UI kit',
  area: 'admin',
  screens: [
    ...['alerts', 'accordions', 'badges', 'buttons', 'buttons-loading', 'cards', 'cards-metrics', 'cards-widget', 'cards-ecommerce', 'modals', 'popover', 'rating', 'loaders'].map(
      (name) => screen(`uikits/${name}`, `UI kit: ${name.replace('-', ' ')}`),
    ),
    screen('invoice', 'Invoices'),
    screen('inbox', 'Inbox'),
    screen('chat', 'Chat'),
    screen('calendar', 'Calendar'),
    screen('contacts', 'Contacts'),
    ...['basic', 'layouts', 'input-group', 'input-mask', 'wizard', 'img-cropper'].map((name) => screen(`forms/${name}`, `Forms: ${name.replace('-', ' ')}`)),
    screen('tables/list', 'Tables: list'),
    screen('tables/bootstrap-table', 'Tables: bootstrap table'),
    screen('pages/profile', 'Profile'),
    screen('icons/iconsmind', 'Icons'),
  ],
  load: () => import('./screens'),
};
