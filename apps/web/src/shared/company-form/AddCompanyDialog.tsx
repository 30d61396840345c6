import { lazy, Suspense } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { toast } from '../toast/toast.ts';
import { readableReason } from '../errors.ts';
import { paths } from '../paths.ts';
import { session } from '../session.ts';
import { ADD_COMPANY } from './company.graphql.ts';
import type { CompanyFormValues } from './company-form-schema.ts';
import { companySaveFailure } from './company-messages.ts';

// The form and its validation load when the dialog first opens, not with every screen that offers it.
const CompanyForm = lazy(() => import('./CompanyForm.tsx').then((module) => ({ default: module.CompanyForm })));

/**
 * «Создание компании»: on success the token is removed and the new id stored (docs/api-contract.md,
 * «Session»); the sign-in page loads and names the new company, which opens after signing in again.
 * «Отмена» and Escape close it; a click beside it does not, so a stray click loses nothing typed.
 */
export function AddCompanyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [addCompany] = useMutation(ADD_COMPANY);
  const create = async (values: CompanyFormValues) => {
    try {
      const answer = await addCompany({ variables: { data: values } });
      session.clearAccessToken();
      session.setCompanyId(answer.data?.addCompany.id ?? values.companyId);
      session.noteCompanyCreated(values.shortName);
      window.location.assign(paths.auth);
    } catch (error) {
      toast.error(companySaveFailure(readableReason(error)));
    }
  };
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      maxWidth="sm"
      fullWidth
      aria-labelledby="add-company-title"
    >
      <DialogTitle id="add-company-title">Создание компании</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label="Загрузка формы" />
            </Box>
          }
        >
          <CompanyForm mode="create" canSave onSubmit={create} onCancel={onClose} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
