import type { Menu } from './menu-types';

const link = (name: string, state: string) => ({ name, type: 'link', state }) as const;

/** The default demo menu (spec section 2): what D-HOS users get. */
export const DEFAULT_MENU: Menu = [
  {
    name: 'Dashboard',
    description: 'Company overview',
    type: 'dropDown',
    icon: 'dashboard',
    sub: [
      link('Main', '/dashboard/dashboardmain'),
      link('Version 2', '/dashboard/v2'),
      link('Version 3', '/dashboard/v3'),
      link('Version 4', '/dashboard/v4'),
    ],
  },
  {
    name: 'UI kits',
    description: 'The building blocks of every screen',
    type: 'dropDown',
    icon: 'components',
    sub: [
      link('Alerts', '/uikits/alerts'),
      link('Accordions', '/uikits/accordions'),
      link('Badges', '/uikits/badges'),
      {
        name: 'Buttons',
        type: 'dropDown',
        sub: [link('Buttons', '/uikits/buttons'), link('Loading buttons', '/uikits/buttons-loading')],
      },
      {
        name: 'Cards',
        type: 'dropDown',
        sub: [
          link('Cards', '/uikits/cards'),
          link('Metric cards', '/uikits/cards-metrics'),
          link('Widget cards', '/uikits/cards-widget'),
          link('E-commerce cards', '/uikits/cards-ecommerce'),
        ],
      },
      link('Modals', '/uikits/modals'),
      link('Popovers', '/uikits/popover'),
      link('Rating', '/uikits/rating'),
      link('Loaders', '/uikits/loaders'),
    ],
  },
  {
    name: 'Apps',
    description: 'Mail, chat and planning',
    type: 'dropDown',
    icon: 'apps',
    sub: [link('Invoice', '/invoice'), link('Inbox', '/inbox'), link('Chat', '/chat'), link('Calendar', '/calendar')],
  },
  {
    name: 'Forms',
    description: 'Inputs, layouts and wizards',
    type: 'dropDown',
    icon: 'forms',
    sub: [
      link('Basic', '/forms/basic'),
      link('Layouts', '/forms/layouts'),
      link('Input group', '/forms/input-group'),
      link('Input mask', '/forms/input-mask'),
      link('Wizard', '/forms/wizard'),
      link('Image cropper', '/forms/img-cropper'),
    ],
  },
  {
    name: 'Data tables',
    type: 'dropDown',
    icon: 'tables',
    sub: [link('List', '/tables/list'), link('Bootstrap table', '/tables/bootstrap-table')],
  },
  {
    name: 'Sessions',
    type: 'dropDown',
    icon: 'sessions',
    sub: [link('Sign up', '/sessions/signup'), link('Sign in', '/sessions/signin'), link('Forgot', '/sessions/forgot')],
  },
  {
    name: 'Others',
    type: 'dropDown',
    icon: 'pages',
    sub: [link('Profile', '/pages/profile'), link('Not found', '/others/404')],
  },
  { name: 'Icons', type: 'link', icon: 'icons', state: '/icons/iconsmind' },
  {
    name: 'Doc',
    type: 'extLink',
    icon: 'documentation',
    tooltip: 'Component documentation (opens in a new tab)',
    state: 'https://react-bootstrap.github.io/',
  },
];
