function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function effectivePort(url: URL): string {
  if (url.port !== '') {
    return url.port;
  }
  return url.protocol === 'https:' ? '443' : '80';
}

/**
 * Builds the test for `allowHosts`: an entry is a hostname or IP (any port)
 * or `host:port` (that port only); IPv6 entries with a port use brackets
 * (`[::1]:8080`). Matching is case-insensitive.
 */
export function createHostAllowList(entries: readonly string[]): (url: URL) => boolean {
  const anyPort = new Set<string>();
  const withPort = new Set<string>();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') {
      continue;
    }
    const portMatch = /^(\[[^\]]+\]|[^:[\]]+):(\d+)$/.exec(entry);
    if (portMatch?.[1] !== undefined && portMatch[2] !== undefined) {
      withPort.add(`${stripBrackets(portMatch[1])}:${portMatch[2]}`);
    } else {
      anyPort.add(stripBrackets(entry));
    }
  }
  return (url) => {
    const host = stripBrackets(url.hostname.toLowerCase());
    return anyPort.has(host) || withPort.has(`${host}:${effectivePort(url)}`);
  };
}
