import { hostname, networkInterfaces } from 'node:os';
import { publicUrl } from '../config';
import type { Config } from '../config';

// Vite's dev server (npm run dev) serves the web app on its own port.
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

type Machine = {
  hostname: () => string;
  /** This machine's non-internal addresses, IPv4 and IPv6. */
  addresses: () => string[];
};

const thisMachine: Machine = {
  hostname,
  addresses: () =>
    Object.values(networkInterfaces())
      .flat()
      .filter((address) => address !== undefined && !address.internal)
      .map((address) => address!.address),
};

function hostForUrl(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * The origins browsers may sign in from: PUBLIC_URL, every address the server answers on
 * with its port (localhost, 127.0.0.1, [::1], the machine's name, and on 0.0.0.0 or :: each
 * of its network addresses, else HOST itself), TRUSTED_ORIGINS, and Vite's dev server unless
 * PUBLIC_URL says the installation is deployed.
 * People type http://127.0.0.1:3000 as often as the localhost URL `npm start` prints.
 */
export function trustedOriginsOf(config: Config, machine: Machine = thisMachine): string[] {
  const hosts = ['localhost', '127.0.0.1', '[::1]', machine.hostname()];
  if (WILDCARD_HOSTS.has(config.HOST)) {
    hosts.push(...machine.addresses());
  } else {
    hosts.push(config.HOST);
  }
  const listening = hosts
    .filter(Boolean)
    .map((host) => `http://${hostForUrl(host.toLowerCase())}:${config.PORT}`);
  // An installation with a PUBLIC_URL is deployed, not developed: Vite's dev server is not
  // trusted there (a password-reset redirect or a portal return to it would be accepted).
  const development = config.PUBLIC_URL ? [] : DEV_ORIGINS;
  return [...new Set([publicUrl(config), ...config.TRUSTED_ORIGINS, ...listening, ...development])];
}

/**
 * What a browser at an untrusted `origin` is told: where Linkloom lives, and nothing of its
 * settings (issue 54, item 9). `publicUrl` is where Linkloom says it lives.
 */
export function untrustedOriginMessage(origin: string, publicUrl: string): string {
  return `Linkloom does not accept sign-ins from ${origin}. Open it at ${publicUrl}.`;
}

/** What the operator reads in the log for the same refusal: the settings that would allow it. */
export function untrustedOriginHint(origin: string): string {
  return `A sign-in came from ${origin}, which Linkloom does not trust. If Linkloom is served there, set PUBLIC_URL=${origin} (or add ${origin} to TRUSTED_ORIGINS, comma-separated) and restart Linkloom.`;
}
