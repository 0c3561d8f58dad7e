// Stands in for Google during the e2e run: an OpenID Connect provider on a fixed 127.0.0.1
// port whose id token and userinfo carry the profile below (like apps/server's
// google-stand-in.ts). Playwright starts it as a webServer, before the app server, because
// better-auth reads the discovery document when it boots.
import { OAuth2Server } from 'oauth2-mock-server';

export const GOOGLE_PROFILE = {
  sub: 'google-e2e-1',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  picture: 'https://example.com/grace.png',
  email_verified: true,
};

const port = Number(process.env.E2E_GOOGLE_PORT ?? 3998);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, GOOGLE_PROFILE);
});
server.service.on('beforeUserinfo', (response) => {
  response.body = { ...GOOGLE_PROFILE };
});
await server.start(port, '127.0.0.1');

async function stop() {
  await server.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
