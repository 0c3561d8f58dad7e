import { DocumentTitle } from '@/components/ui/document-title';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';

/** /auth/reset-password: where the password-reset e-mail's link lands. */
export function ResetPasswordRoute() {
  return (
    <>
      <DocumentTitle title="Reset password" />
      <ResetPasswordScreen />
    </>
  );
}
