import { useEffect } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, CircularProgress } from '@mui/material';
import { toast } from '../../../shared/toast/toast.ts';
import { doneMessage, readableReason } from '../../../shared/errors.ts';
import { COMPANY, UPDATE_COMPANY } from '../companies.graphql.ts';
import {
  COMPANY_LOAD_FAILED,
  CompanyForm,
  companySaveFailure,
  type CompanyFormValues,
} from '../../../shared/company-form/index.ts';

/** The selected company in edit mode; non-admins see the fields but cannot save. */
export function CompanyTab({ isAdmin }: { isAdmin: boolean }) {
  const { data, loading, error } = useQuery(COMPANY);
  const [updateCompany] = useMutation(UPDATE_COMPANY, {
    refetchQueries: [COMPANY],
  });
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
  const save = async (values: CompanyFormValues) => {
    try {
      const answer = await updateCompany({ variables: { data: values } });
      toast.success(doneMessage(answer.data?.updateCompany.message, 'Данные компании сохранены'));
    } catch (failure) {
      toast.error(companySaveFailure(readableReason(failure)));
    }
  };
  return (
    <>
      {!isAdmin && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 600 }}>
          Изменять данные компании может только её администратор.
        </Alert>
      )}
      <CompanyForm key={company.id} mode="edit" initial={initial} canSave={isAdmin} onSubmit={save} />
    </>
  );
}
