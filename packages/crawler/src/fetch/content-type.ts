/** The media type of a Content-Type header, lower-cased without parameters (`text/html`). */
export function mediaTypeOf(contentType: string | null | undefined): string | null {
  if (contentType === null || contentType === undefined) {
    return null;
  }
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return type === '' ? null : type;
}

/** The `charset` parameter of a Content-Type header, or null. */
export function charsetOf(contentType: string | null | undefined): string | null {
  if (contentType === null || contentType === undefined) {
    return null;
  }
  for (const part of contentType.split(';').slice(1)) {
    const [name, value] = part.split('=', 2);
    if (name?.trim().toLowerCase() === 'charset' && value !== undefined) {
      const charset = value.trim().replace(/^"|"$/g, '');
      return charset === '' ? null : charset;
    }
  }
  return null;
}

/** True for HTML (and XHTML) responses; a missing Content-Type counts as HTML, as browsers sniff it. */
export function isHtmlContentType(contentType: string | null | undefined): boolean {
  const type = mediaTypeOf(contentType);
  return type === null || type === 'text/html' || type === 'application/xhtml+xml';
}

/** True for XML responses (`application/xml`, `text/xml`, `*+xml`). */
export function isXmlContentType(contentType: string | null | undefined): boolean {
  const type = mediaTypeOf(contentType);
  return (
    type !== null && (type === 'application/xml' || type === 'text/xml' || type.endsWith('+xml'))
  );
}

/** True for gzip file responses (a `.gz` served as a file, not as Content-Encoding). */
export function isGzipContentType(contentType: string | null | undefined): boolean {
  const type = mediaTypeOf(contentType);
  return type === 'application/gzip' || type === 'application/x-gzip';
}

/**
 * Decodes a body to text: the Content-Type charset when it names one the
 * runtime knows, else a byte-order mark, else UTF-8 (invalid bytes become U+FFFD).
 */
function decodeText(body: Buffer, contentType: string | null | undefined): string {
  const declared = charsetOf(contentType);
  if (declared !== null) {
    try {
      return new TextDecoder(declared).decode(body);
    } catch {
      // An unknown charset label: fall through to UTF-8.
    }
  }
  if (body.length >= 2 && body[0] === 0xff && body[1] === 0xfe) {
    return new TextDecoder('utf-16le').decode(body);
  }
  if (body.length >= 2 && body[0] === 0xfe && body[1] === 0xff) {
    return new TextDecoder('utf-16be').decode(body);
  }
  return new TextDecoder('utf-8').decode(body);
}

/**
 * The body as text, in its declared charset (else by BOM, else UTF-8), without NUL
 * characters: PostgreSQL's text and jsonb cannot hold U+0000, and one in a page used to fail
 * the whole batch its text was saved in.
 */
export function decodeBodyText(body: Buffer, contentType: string | null | undefined): string {
  return decodeText(body, contentType).replaceAll('\u0000', '');
}
