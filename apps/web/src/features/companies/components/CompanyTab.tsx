import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, CircularProgress } from '@mui/material';
import { toast } from '../../../shared/toast/toast.ts';
import { COMPANY } from '../companies.graphql.ts';
import { useUpdateCompany } from '../use-update-company.ts';
import { COMPANY_LOAD_FAILED, CompanyForm, type CompanyFormValues } from '../../../shared/company-form/index.ts';

/** The selected company in edit mode; non-admins see the fields but cannot save. */
export function CompanyTab({ isAdmin }: { isAdmin: boolean }) {
  const { data, loading, error } = useQuery(COMPANY);
  const updateCompany = useUpdateCompany();
  useEffect(() => {
    if (error) toast.error(COMPANY_LOAD_FAILED);
  }, [error]);

  if (loading) return <CircularProgress />;
  if (!data) return <Alert severity="error">Не удалось загрузить данные компании.</Alert>;
  const company = data.company;
  const initial: CompanyFormValues = {
    companyId: company.id,
    shortName: company.shortName,
    fullName: company.fullName,
    generalManager: company.generalManager,
    currentAccount: company.currentAccount ?? '',
    shopName: company.shopName ?? '',
    address: company.address,
  };
  return (
    <>
      {!isAdmin && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 600 }}>
          Изменять данные компании может только её администратор.
        </Alert>
      )}
      <CompanyForm key={company.id} mode="edit" initial={initial} canSave={isAdmin} onSubmit={updateCompany} />
    </>
  );
}
