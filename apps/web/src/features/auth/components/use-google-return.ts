import { AUTH_ERROR_MESSAGES } from '@linkloom/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { logError } from '@/lib/error-log';
import { getCookieSession } from '../api/get-cookie-session';
import { GOOGLE_RETURN_PARAM } from '../api/start-google-sign-in';
import { googleReturnErrorMessage } from '../utils/auth-error-message';
import { finishSignIn } from '../utils/finish-sign-in';

async function completeGoogleReturn(error: string | null): Promise<boolean> {
  if (error) {
    toast.error(googleReturnErrorMessage(error));
    return false;
  }
  try {
    const cookieSession = await getCookieSession();
    if (!cookieSession) {
      toast.error(AUTH_ERROR_MESSAGES.default);
      return false;
    }
    const { session, user } = cookieSession;
    return await finishSignIn('google', session.token, {
      providerId: 'google.com',
      displayName: user.name ?? null,
      photoURL: user.image ?? null,
    });
  } catch (caught) {
    logError(caught, 'Google sign-in failed');
    toast.error(AUTH_ERROR_MESSAGES.default);
    return false;
  }
}

/**
 * Back from Google at /auth?google=1: reads the cookie session's token, makes it the
 * refresh token and syncs the profile (spec §4). Answers whether that is under way, for
 * the 'Signing you in...' overlay. On failure the user stays on /login.
 */
export function useGoogleReturn(): boolean {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isReturning = searchParams.has(GOOGLE_RETURN_PARAM);
  const error = searchParams.get('error');
  const [isFinishing, setIsFinishing] = useState(isReturning);
  // Once per page load, even when StrictMode runs effects twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!isReturning || hasStarted.current) {
      return;
    }
    hasStarted.current = true;
    void completeGoogleReturn(error).then((isSignedIn) => {
      if (!isSignedIn) {
        setIsFinishing(false);
        void navigate(paths.login, { replace: true });
      }
    });
  }, [isReturning, error, navigate]);

  return isReturning && isFinishing;
}
