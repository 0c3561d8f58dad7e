/** `sc-domain:example.com` (a Domain property) or a URL prefix. */
export function propertyKind(siteUrl: string): 'domain' | 'url-prefix' {
  return siteUrl.startsWith('sc-domain:') ? 'domain' : 'url-prefix';
}

/**
 * Whether a Search Console property covers the website's address: a Domain property covers its
 * host and every subdomain; a URL-prefix property covers the addresses that start with it.
 */
export function propertyCoversWebsite(siteUrl: string, websiteUrl: string): boolean {
  let website: URL;
  try {
    website = new URL(websiteUrl);
  } catch {
    return false;
  }
  if (propertyKind(siteUrl) === 'domain') {
    const domain = siteUrl.slice('sc-domain:'.length).toLowerCase();
    const host = website.hostname.toLowerCase();
    return host === domain || host.endsWith(`.${domain}`);
  }
  const prefix = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const address = website.href.endsWith('/') ? website.href : `${website.href}/`;
  return address.toLowerCase().startsWith(prefix.toLowerCase());
}
