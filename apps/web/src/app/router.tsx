import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { paths } from '../shared/paths.ts';
import { RequireCompany } from './guards.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { mainPreload } from './main-preload.ts';

// Each screen is its own chunk, loaded when first opened.
const SignInPage = lazy(() => import('../features/auth/SignInPage.tsx'));
const MainPage = lazy(() => import('../features/main/MainPage.tsx'));
const SettingsPage = lazy(() => import('../features/companies/SettingsPage.tsx'));
const CardsPage = lazy(() => import('../features/cards/CardsPage.tsx'));
const UnitPage = lazy(() => import('../features/unit/UnitPage.tsx'));
const SuppliesPage = lazy(() => import('../features/supplies/SuppliesPage.tsx'));
const UnsavedUnitsPage = lazy(() => import('../features/supplies/UnsavedUnitsPage.tsx'));
const FbsPage = lazy(() => import('../features/fbs/FbsPage.tsx'));
const StocksPage = lazy(() => import('../features/stocks/StocksPage.tsx'));
const FbsSupplyPage = lazy(() => import('../features/fbs/FbsSupplyPage.tsx'));
const FboPage = lazy(() => import('../features/fbo/FboPage.tsx'));
const ReportsPage = lazy(() => import('../features/reports/ReportsPage.tsx'));
const AdvertsPage = lazy(() => import('../features/adverts/AdvertsPage.tsx'));
const AdvertPage = lazy(() => import('../features/adverts/AdvertPage.tsx'));
const PromotionsPage = lazy(() => import('../features/promotions/PromotionsPage.tsx'));
const PromotionPage = lazy(() => import('../features/promotions/PromotionPage.tsx'));
const NotificationsTab = lazy(() =>
  import('../features/notifications/NotificationsTab.tsx').then((module) => ({ default: module.NotificationsTab })),
);
const OrdersPage = lazy(() => import('../features/orders/OrdersPage.tsx'));

// The declarative router: the screens use no loaders, actions or blockers, so the data router's
// code (about a third of react-router) would be carried for nothing.
// A change of address renders at once, not as a transition: a grid's sort and page live in the address,
// and a grid that learns of a new sort only after the next click on its pager goes back to page 1.
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/" element={<SignInPage preload={mainPreload} />} />
          <Route path={paths.auth} element={<SignInPage preload={mainPreload} />} />
          <Route path={paths.main} element={<MainPage />} />
          <Route element={<RequireCompany />}>
            <Route path={paths.adverts} element={<AdvertsPage />} />
            <Route path={`${paths.adverts}/:advertId`} element={<AdvertPage />} />
            <Route path={paths.promotions} element={<PromotionsPage />} />
            <Route path={`${paths.promotions}/:promotionId`} element={<PromotionPage />} />
            <Route path={paths.unit} element={<UnitPage />} />
            <Route path={paths.supplies} element={<SuppliesPage />} />
            <Route path={paths.unsavedUnits} element={<UnsavedUnitsPage />} />
            <Route path={paths.fbo} element={<FboPage />} />
            <Route path={paths.stocks} element={<StocksPage />} />
            <Route path={paths.fbs} element={<FbsPage />} />
            <Route path={`${paths.fbs}/:supplyId`} element={<FbsSupplyPage />} />
            <Route path={paths.orders} element={<OrdersPage />} />
            <Route path={paths.cards} element={<CardsPage />} />
            <Route path={paths.reports} element={<ReportsPage />} />
            <Route path={paths.settings} element={<SettingsPage NotificationsTab={NotificationsTab} />} />
            <Route path={`${paths.settings}/:tab`} element={<SettingsPage NotificationsTab={NotificationsTab} />} />
          </Route>
          {/* Any unknown path shows the sign-in screen. */}
          <Route path="*" element={<Navigate to={paths.auth} replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
