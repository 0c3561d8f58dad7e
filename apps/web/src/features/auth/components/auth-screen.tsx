import { MESSAGES } from '@linkloom/contracts';
import { useState } from 'react';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuthLayout } from './auth-layout';
import { EmailPasswordForm } from './email-password-form';
import { FormAlert } from '@/components/ui/form-field';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { useGoogleReturn } from './use-google-return';

type AuthTab = 'sign-in' | 'sign-up';

function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs text-zinc-600">
      <span className="h-px flex-1 bg-zinc-200" />
      or
      <span className="h-px flex-1 bg-zinc-200" />
    </div>
  );
}

/**
 * Spec §2 sign-in / sign-up screen (/login, /auth, /auth/email-signin): two tabs, Google on
 * both, and the 'Signing you in...' overlay while the backend step runs. A signed-in user
 * never sees it: the route guard sends them to /dashboard.
 */
export function AuthScreen() {
  const [tab, setTab] = useState<AuthTab>('sign-in');
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [isFinishing, setIsFinishing] = useState(false);
  const [googleFailure, setGoogleFailure] = useState<string | null>(null);
  const isReturningFromGoogle = useGoogleReturn();

  const google = (
    <>
      <OrDivider />
      <FormAlert message={googleFailure} />
      <GoogleSignInButton onError={setGoogleFailure} />
    </>
  );

  return (
    <AuthLayout>
      {isFinishing || isReturningFromGoogle ? (
        <LoadingOverlay message={MESSAGES.signingIn} />
      ) : null}
      {forgotEmail !== null ? (
        <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) => {
            setTab(value as AuthTab);
            setGoogleFailure(null);
          }}
        >
          <TabsList className="mb-6 flex w-full" aria-label="Sign in or sign up">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <EmailPasswordForm
              mode="sign-in"
              onFinishingChange={setIsFinishing}
              onForgotPassword={setForgotEmail}
            />
            {google}
          </TabsContent>
          <TabsContent value="sign-up">
            <EmailPasswordForm mode="sign-up" onFinishingChange={setIsFinishing} />
            {google}
          </TabsContent>
        </Tabs>
      )}
    </AuthLayout>
  );
}
