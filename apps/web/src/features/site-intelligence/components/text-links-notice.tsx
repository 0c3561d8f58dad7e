import type { WebsiteAnalytics } from '@linkloom/contracts';
import { Info } from 'lucide-react';
import { pluralize } from '../utils/format';

type TextLinksNoticeProps = { textLinks: WebsiteAnalytics['textLinks'] };

/**
 * States the cold start plainly: when no post links to another in its text, every post is
 * reached through menus and lists alone, and that is the first thing to change.
 */
export function TextLinksNotice({ textLinks }: TextLinksNoticeProps) {
  if (!textLinks || textLinks.contentPages < 2) {
    return null;
  }
  const { contentToContent, contentPages } = textLinks;
  return (
    <section
      aria-label="Links between posts"
      className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden />
      <div className="min-w-0">
        <p className="font-medium">
          {contentToContent === 0
            ? 'No post links to another post in its text'
            : `${pluralize(contentToContent, 'link')} between posts in their text`}
        </p>
        <p className="mt-0.5 text-sky-800">
          {contentToContent === 0
            ? `Your ${pluralize(contentPages, 'post and page', 'posts and pages')} are reached only through menus, archives and the home page. Links written into posts are the ones search engines weigh most.`
            : `Across ${pluralize(contentPages, 'post and page', 'posts and pages')}; menus, archives and the home page are not counted here.`}
        </p>
      </div>
    </section>
  );
}
