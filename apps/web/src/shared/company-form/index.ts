export { AddCompanyDialog } from './AddCompanyDialog.tsx';
export { CompanyForm } from './CompanyForm.tsx';
export type { CompanyFormValues } from './company-form-schema.ts';
export { COMPANY_LOAD_FAILED, companySaveFailure } from './company-messages.ts';
