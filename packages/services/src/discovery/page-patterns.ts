import picomatch from 'picomatch';

type Patterns = { includePatterns: readonly string[]; excludePatterns: readonly string[] };

/**
 * Whether a page's address passes the website's crawl patterns (issue 52): its path matches
 * one include pattern (when there are any) and no exclude pattern. `*` stays within a path
 * segment, `**` crosses them; a trailing slash is optional.
 */
export function pagePatternTest({ includePatterns, excludePatterns }: Patterns) {
  const options = { dot: true, strictSlashes: false };
  const included = includePatterns.length > 0 ? picomatch([...includePatterns], options) : null;
  const excluded = excludePatterns.length > 0 ? picomatch([...excludePatterns], options) : null;
  return (url: string): boolean => {
    const path = decodeURI(new URL(url).pathname);
    return (included === null || included(path)) && (excluded === null || !excluded(path));
  };
}

/** The pages that pass, and how many did not. */
export function keepPagesByPatterns(pages: readonly string[], patterns: Patterns) {
  if (patterns.includePatterns.length === 0 && patterns.excludePatterns.length === 0) {
    return { pages: [...pages], leftOut: 0 };
  }
  const passes = pagePatternTest(patterns);
  const kept = pages.filter(passes);
  return { pages: kept, leftOut: pages.length - kept.length };
}
