import { lazy, type ComponentType } from 'react';
import type { ScreenMap } from '../../engine/module-manifest';
import { GENERIC_AREAS } from '../../menus/catalogue/generic-areas';

export const declarations = Object.values(GENERIC_AREAS);

/** A page loaded when first opened, from its file and export name (each catalogue page is its own small chunk). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/** Every path of the component catalogue (UI kit, forms, tables, icons) and its page. */
export const screens: ScreenMap = {
  [GENERIC_AREAS.alerts.path]: page(
    () => import('./uikit/alerts-page'),
    (m) => m.AlertsPage,
  ),
  [GENERIC_AREAS.accordions.path]: page(
    () => import('./uikit/accordions-page'),
    (m) => m.AccordionsPage,
  ),
  [GENERIC_AREAS.badges.path]: page(
    () => import('./uikit/badges-page'),
    (m) => m.BadgesPage,
  ),
  [GENERIC_AREAS.buttons.path]: page(
    () => import('./uikit/buttons-page'),
    (m) => m.ButtonsPage,
  ),
  [GENERIC_AREAS.buttonsLoading.path]: page(
    () => import('./uikit/loading-buttons-page'),
    (m) => m.LoadingButtonsPage,
  ),
  [GENERIC_AREAS.cards.path]: page(
    () => import('./uikit/cards-page'),
    (m) => m.CardsPage,
  ),
  [GENERIC_AREAS.cardsMetrics.path]: page(
    () => import('./uikit/metric-cards-page'),
    (m) => m.MetricCardsPage,
  ),
  [GENERIC_AREAS.cardsWidget.path]: page(
    () => import('./uikit/widget-cards-page'),
    (m) => m.WidgetCardsPage,
  ),
  [GENERIC_AREAS.cardsEcommerce.path]: page(
    () => import('./uikit/ecommerce-cards-page'),
    (m) => m.EcommerceCardsPage,
  ),
  [GENERIC_AREAS.modals.path]: page(
    () => import('./uikit/modals-page'),
    (m) => m.ModalsPage,
  ),
  [GENERIC_AREAS.popover.path]: page(
    () => import('./uikit/popovers-page'),
    (m) => m.PopoversPage,
  ),
  [GENERIC_AREAS.rating.path]: page(
    () => import('./uikit/rating-page'),
    (m) => m.RatingPage,
  ),
  [GENERIC_AREAS.loaders.path]: page(
    () => import('./uikit/loaders-page'),
    (m) => m.LoadersPage,
  ),
  [GENERIC_AREAS.formsBasic.path]: page(
    () => import('./forms/basic-form-page'),
    (m) => m.BasicFormPage,
  ),
  [GENERIC_AREAS.formsLayouts.path]: page(
    () => import('./forms/layouts-page'),
    (m) => m.LayoutsPage,
  ),
  [GENERIC_AREAS.formsInputGroup.path]: page(
    () => import('./forms/input-group-page'),
    (m) => m.InputGroupPage,
  ),
  [GENERIC_AREAS.formsInputMask.path]: page(
    () => import('./forms/input-mask-page'),
    (m) => m.InputMaskPage,
  ),
  [GENERIC_AREAS.formsWizard.path]: page(
    () => import('./forms/wizard/wizard-page'),
    (m) => m.WizardPage,
  ),
  [GENERIC_AREAS.formsImgCropper.path]: page(
    () => import('./forms/cropper/img-cropper-page'),
    (m) => m.ImgCropperPage,
  ),
  [GENERIC_AREAS.tablesList.path]: page(
    () => import('./tables/people-list-page'),
    (m) => m.PeopleListPage,
  ),
  [GENERIC_AREAS.tablesBootstrap.path]: page(
    () => import('./tables/bootstrap-table-page'),
    (m) => m.BootstrapTablePage,
  ),
  [GENERIC_AREAS.iconsmind.path]: page(
    () => import('./icons/icons-page'),
    (m) => m.IconsPage,
  ),
} satisfies Record<string, ComponentType>;
