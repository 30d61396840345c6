import { lazy, Suspense } from 'react';
import { Box, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useAddCompany } from './use-add-company.ts';

// The form and its validation load when the dialog first opens, not with every screen that offers it.
const CompanyForm = lazy(() => import('./CompanyForm.tsx').then((module) => ({ default: module.CompanyForm })));

/**
 * «Создание компании»: on success the sign-in page loads and names the new company, which opens after
 * signing in again (useAddCompany). «Отмена» and Escape close it; a click beside it does not, so a stray click loses nothing typed.
 */
export function AddCompanyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { addCompany } = useAddCompany();
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
          <CompanyForm mode="create" canSave onSubmit={addCompany} onCancel={onClose} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
