import { paths } from '../../shared/paths.ts';

/** The top navigation, in its order (docs/api-contract.md, «The web app around the contract»). */
export const navItems = [
  { label: 'Главная', to: paths.main },
  { label: 'Мои товары', to: paths.cards },
  { label: 'Остатки', to: paths.stocks },
  { label: 'Заказы', to: paths.orders },
  { label: 'Отгрузки', to: paths.supplies },
  { label: 'FBS', to: paths.fbs },
  { label: 'FBO', to: paths.fbo },
  { label: 'Отчеты', to: paths.reports },
  { label: 'Продвижение', to: paths.adverts },
  { label: 'Акции', to: paths.promotions },
] as const;
