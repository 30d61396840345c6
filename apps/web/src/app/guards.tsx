import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, type MainPageState } from '../shared/paths.ts';
import { tokenCompanyId, useAccessToken } from '../shared/session.ts';

/** docs/api-contract.md, «The web app around the contract»: not signed in → /auth; signed in without a selected company → /main. */
export function RequireCompany() {
  const token = useAccessToken();
  const location = useLocation();
  if (!token) return <Navigate to={paths.auth} replace />;
  if (!tokenCompanyId(token)) {
    // /main says why the section did not open.
    const state: MainPageState = { neededCompanyFor: location.pathname };
    return <Navigate to={paths.main} replace state={state} />;
  }
  return <Outlet />;
}
