import { Navigate, Outlet } from 'react-router';
import { paths } from '../shared/paths.ts';
import { tokenCompanyId, useAccessToken } from '../shared/session.ts';

/** SPEC §2: not signed in → /auth; signed in without a selected company → /main. */
export function RequireCompany() {
  const token = useAccessToken();
  if (!token) return <Navigate to={paths.auth} replace />;
  if (!tokenCompanyId(token)) return <Navigate to={paths.main} replace />;
  return <Outlet />;
}
