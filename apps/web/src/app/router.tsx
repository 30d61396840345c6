import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../shared/paths.ts';
import { RequireCompany } from './guards.tsx';
import { AppLayout } from './layout/AppLayout.tsx';

// Each screen is its own chunk, loaded when first opened.
const SignInPage = lazy(() => import('../features/auth/SignInPage.tsx'));
const MainPage = lazy(() => import('../features/main/MainPage.tsx'));
const SettingsPage = lazy(() => import('../features/companies/SettingsPage.tsx'));
const CardsPage = lazy(() => import('../features/cards/CardsPage.tsx'));
const UnitPage = lazy(() => import('../features/unit/UnitPage.tsx'));
const SuppliesPage = lazy(() => import('../features/supplies/SuppliesPage.tsx'));
const FbsPage = lazy(() => import('../features/fbs/FbsPage.tsx'));
const FbsSupplyPage = lazy(() => import('../features/fbs/FbsSupplyPage.tsx'));
const FboPage = lazy(() => import('../features/fbo/FboPage.tsx'));
const ReportsPage = lazy(() => import('../features/reports/ReportsPage.tsx'));
const AdvertsPage = lazy(() => import('../features/adverts/AdvertsPage.tsx'));
const AdvertPage = lazy(() => import('../features/adverts/AdvertPage.tsx'));
const OrdersPage = lazy(() => import('../features/orders/OrdersPage.tsx'));

const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <SignInPage /> },
      { path: paths.auth, element: <SignInPage /> },
      { path: paths.main, element: <MainPage /> },
      {
        element: <RequireCompany />,
        children: [
          { path: paths.adverts, element: <AdvertsPage /> },
          { path: `${paths.adverts}/:advertId`, element: <AdvertPage /> },
          { path: paths.unit, element: <UnitPage /> },
          { path: paths.supplies, element: <SuppliesPage /> },
          { path: paths.fbo, element: <FboPage /> },
          { path: paths.fbs, element: <FbsPage /> },
          { path: `${paths.fbs}/:supplyId`, element: <FbsSupplyPage /> },
          { path: paths.orders, element: <OrdersPage /> },
          { path: paths.cards, element: <CardsPage /> },
          { path: paths.reports, element: <ReportsPage /> },
          { path: paths.settings, element: <SettingsPage /> },
          { path: `${paths.settings}/:tab`, element: <SettingsPage /> },
        ],
      },
      // SPEC §2: any unknown path shows the sign-in screen.
      { path: '*', element: <Navigate to={paths.auth} replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
