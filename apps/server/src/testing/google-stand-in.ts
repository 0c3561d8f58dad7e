import { OAuth2Server } from 'oauth2-mock-server';

export type GoogleProfile = { sub: string; email: string; name: string; picture: string };

/**
 * An OpenID Connect provider on 127.0.0.1 standing in for Google at the HTTP
 * boundary: discovery, authorize, token, userinfo and JWKS, signing real tokens.
 */
export async function startGoogleStandIn(profile: GoogleProfile) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const claims = { ...profile, email_verified: true };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims);
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...claims };
  });
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url!;
  return {
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    stop: () => server.stop(),
  };
}
