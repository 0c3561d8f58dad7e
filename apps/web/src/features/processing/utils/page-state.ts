import type { DiscoveredPage } from '@linkloom/contracts';

/** Where a page stands for the picker: what analysing it now would do. */
export type PageState =
  'has_suggestions' | 'no_links_found' | 'changed' | 'left_out' | 'not_analysed';

/**
 * A page with suggestions (pending or decided) has them; a page processing leaves out (a list
 * of posts) says so; otherwise its last analysis says
 * whether it found nothing at the present text and site (analysing again costs nothing and
 * finds nothing), found nothing before something changed, or never ran.
 */
export function pageStateOf(page: DiscoveredPage): PageState {
  if (page.suggestions.pending + page.suggestions.decided > 0) {
    return 'has_suggestions';
  }
  // A list of posts (a blog's home, an archive) is read but never analysed for links: saying
  // 'Not analysed yet, one credit' of it would be untrue.
  if (page.leftOut !== null) {
    return 'left_out';
  }
  switch (page.analysis) {
    case 'current':
      return 'no_links_found';
    case 'outdated':
      return 'changed';
    default:
      return 'not_analysed';
  }
}

export function hasSuggestions(page: DiscoveredPage): boolean {
  return pageStateOf(page) === 'has_suggestions';
}

/** The page's title, or its path when it has none yet (uncrawled): the URL's tail is what differs. */
export function readablePageName(page: Pick<DiscoveredPage, 'url' | 'title'>): string {
  if (page.title) {
    return page.title;
  }
  try {
    const { pathname, search } = new URL(page.url);
    return decodeURIComponent(`${pathname}${search}`);
  } catch {
    return page.url;
  }
}
