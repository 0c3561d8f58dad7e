import { DocumentTitle } from '@/components/ui/document-title';
import { AuthScreen } from '@/features/auth/components/auth-screen';

/** /login, /auth and /auth/email-signin (spec §2). */
export function LoginRoute() {
  return (
    <>
      <DocumentTitle title="Sign in" />
      <AuthScreen />
    </>
  );
}
