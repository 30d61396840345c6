/** Every route of the app in one place (docs/api-contract.md, «The web app around the contract»), so links are built, not typed by hand. */
export const paths = {
  auth: '/auth',
  main: '/main',
  cards: '/cards',
  stocks: '/stocks',
  orders: '/orders',
  supplies: '/supplies',
  /** Units sold or shipped that are not in the ledger (the file to fill). */
  unsavedUnits: '/supplies/unsaved',
  fbs: '/fbs',
  fbsSupply: (supplyId: string) => `/fbs/${encodeURIComponent(supplyId)}`,
  fbo: '/fbo',
  reports: '/reports',
  adverts: '/adverts',
  advert: (advertId: string | number) => `/adverts/${advertId}`,
  /** WB's promotions calendar («Акции»). */
  promotions: '/promotions',
  promotion: (promotionId: string | number) => `/promotions/${promotionId}`,
  unit: '/unit',
  settings: '/settings',
  settingsTab: (tab: string) => `/settings/${tab}`,
} as const;

/** What a guard tells /main when it sends someone there (router state). */
export interface MainPageState {
  /** The guarded address the person tried without a company. */
  neededCompanyFor?: string;
}
