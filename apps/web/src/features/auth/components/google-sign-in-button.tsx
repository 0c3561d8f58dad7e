import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { logError } from '@/lib/error-log';
import { useAuthProviders } from '../api/get-auth-providers';
import { startGoogleSignIn } from '../api/start-google-sign-in';
import { authErrorMessage } from '../utils/auth-error-message';

export const GOOGLE_NOT_CONFIGURED =
  'Google sign-in is not configured on this server. Use your e-mail and password instead.';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z"
      />
    </svg>
  );
}

type GoogleSignInButtonProps = { onError: (message: string) => void };

/**
 * 'Continue with Google' (spec §2, both tabs): a full-page trip to Google's account picker
 * and back to /auth?google=1. Where the server has no Google configuration the button is
 * disabled and says so.
 */
export function GoogleSignInButton({ onError }: GoogleSignInButtonProps) {
  const providers = useAuthProviders();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const isConfigured = providers.data?.google === true;
  const isUnavailable = providers.isError || (providers.isSuccess && !isConfigured);

  async function handleClick() {
    setIsRedirecting(true);
    try {
      window.location.assign(await startGoogleSignIn());
    } catch (error) {
      logError(error, 'Google sign-in failed');
      setIsRedirecting(false);
      onError(authErrorMessage(error));
    }
  }

  return (
    <div className="space-y-1.5">
      <Button
        type="button"
        variant="secondary"
        className="h-10 w-full"
        disabled={!isConfigured || isRedirecting}
        aria-describedby={isUnavailable ? 'google-unavailable' : undefined}
        onClick={() => void handleClick()}
      >
        <GoogleMark />
        Continue with Google
      </Button>
      {isUnavailable ? (
        <p id="google-unavailable" className="text-center text-xs text-zinc-500">
          {GOOGLE_NOT_CONFIGURED}
        </p>
      ) : null}
    </div>
  );
}
