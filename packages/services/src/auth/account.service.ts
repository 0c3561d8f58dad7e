import type { AuthUser, SecurityInfo, SocialAuthCallbackBody } from '@linkloom/contracts';
import { findAccountProviders, findUser, updateUserProfile } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import { AppError } from '../app-error';

type AccountServiceDeps = { db: Db };

function toAuthUser(user: {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
}): AuthUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.name || null,
    photoURL: user.image,
    emailVerified: user.emailVerified,
  };
}

// The spec names providers as the client SDK does: 'password', or the provider's host.
function authProviderOf(providers: string[]): string {
  if (providers.includes('credential')) {
    return 'password';
  }
  const [first] = providers;
  return first === 'google' ? 'google.com' : (first ?? 'password');
}

/** The signed-in user's account: who they are, how they sign in, their synced profile. */
export function createAccountService({ db }: AccountServiceDeps) {
  async function requireUser(userId: string) {
    const user = await findUser(db, { userId });
    if (!user) {
      throw new AppError('UNAUTHENTICATED', 'Your account no longer exists. Please sign in again.');
    }
    return user;
  }

  async function getUser(userId: string): Promise<AuthUser> {
    return toAuthUser(await requireUser(userId));
  }

  async function getSessionInfo(
    userId: string,
  ): Promise<{ user: AuthUser; securityInfo: SecurityInfo }> {
    const user = await requireUser(userId);
    const providers = await findAccountProviders(db, { userId });
    return {
      user: toAuthUser(user),
      securityInfo: { emailVerified: user.emailVerified, authProvider: authProviderOf(providers) },
    };
  }

  /** After a social sign-in, keeps the display name and photo the provider holds. Password sign-ins change nothing. */
  async function syncSocialProfile(
    userId: string,
    body: SocialAuthCallbackBody,
  ): Promise<AuthUser> {
    const user = await requireUser(userId);
    if (body.providerId === 'password') {
      return toAuthUser(user);
    }
    const updated = await updateUserProfile(db, {
      userId,
      ...(body.displayName ? { name: body.displayName } : {}),
      ...(body.photoURL === undefined ? {} : { image: body.photoURL }),
    });
    return toAuthUser(updated ?? user);
  }

  return { getUser, getSessionInfo, syncSocialProfile };
}

export type AccountService = ReturnType<typeof createAccountService>;
