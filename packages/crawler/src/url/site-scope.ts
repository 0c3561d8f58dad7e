// Files that are never HTML pages; sitemaps and links often list them.
const NON_HTML_EXTENSIONS = new Set([
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'rtf',
  'txt',
  'csv',
  'json',
  'xml',
  'rss',
  'atom',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'bmp',
  'tif',
  'tiff',
  'heic',
  'mp3',
  'wav',
  'ogg',
  'm4a',
  'flac',
  'mp4',
  'm4v',
  'mov',
  'avi',
  'webm',
  'mkv',
  'wmv',
  'zip',
  'gz',
  'tgz',
  'rar',
  '7z',
  'tar',
  'dmg',
  'exe',
  'msi',
  'apk',
  'iso',
  'bin',
  'css',
  'js',
  'mjs',
  'map',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'epub',
]);

/** True unless the URL's path ends in a file extension that is never an HTML page (`.pdf`, `.jpg`, …). */
export function looksLikeHtmlUrl(url: string): boolean {
  const { pathname } = new URL(url);
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  if (dot <= 0) {
    return true;
  }
  return !NON_HTML_EXTENSIONS.has(lastSegment.slice(dot + 1).toLowerCase());
}

function siteKey(url: URL): string {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return url.port === '' ? host : `${host}:${url.port}`;
}

/**
 * A test for "same site as `siteUrl`": same host ignoring a leading `www.`,
 * either scheme, same explicit port. Subdomains are other sites.
 */
export function createSameSiteTest(siteUrl: string): (url: string) => boolean {
  const key = siteKey(new URL(siteUrl));
  return (url) => {
    try {
      return siteKey(new URL(url)) === key;
    } catch {
      return false;
    }
  };
}
