// Writes the hand-written blog's HTML tree: every post, page and archive, the way a WordPress
// blog serves them (`/2025/02/slug/index.html`). The posts' explicit references to other posts
// ("my guide to flour types") are links in this tree, so that the harness's prepare reads them
// as the ground truth and strips them from the stripped variant; no post links another otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { readPages, readPosts } from './blog-content.mjs';
import {
  layout,
  listingMains,
  monthOf,
  monthUrl,
  pageMain,
  postMain,
  slugify,
} from './blog-theme.mjs';

function writePage(root, rel, html) {
  const file = path.join(root, rel, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}

/** Builds the blog into `root` (emptied first); returns its posts and pages. */
export function buildBlog(root) {
  fs.rmSync(root, { recursive: true, force: true });
  const posts = readPosts();
  const pages = readPages();
  const urlOf = new Map(posts.map((post) => [post.slug, post.url]));
  const linkOf = (slug) => {
    if (!urlOf.has(slug)) {
      throw new Error(`a reference to "${slug}", which is no post`);
    }
    return urlOf.get(slug);
  };
  const frame = (title, main, bodyClass) => layout({ title, main, posts, pages, bodyClass });
  posts.forEach((post, i) => {
    const main = postMain(post, { previous: posts[i + 1], next: posts[i - 1], linkOf });
    writePage(root, post.url, frame(post.title, main, 'post-template-default single single-post'));
  });
  for (const page of pages) {
    writePage(root, page.url, frame(page.title, pageMain(page), 'page-template-default page'));
  }
  // WordPress's body classes for each template: the home page's, an archive's (its kind).
  const lists = [['', '/', posts, 'home blog']];
  for (const category of new Set(posts.map((post) => post.category))) {
    const inIt = posts.filter((post) => post.category === category);
    const slug = slugify(category);
    lists.push([
      `Category: ${category}`,
      `/category/${slug}/`,
      inIt,
      `archive category category-${slug}`,
    ]);
  }
  for (const tag of new Set(posts.flatMap((post) => post.tags))) {
    const inIt = posts.filter((post) => post.tags.includes(tag));
    lists.push([`Tag: ${tag}`, `/tag/${slugify(tag)}/`, inIt, `archive tag tag-${slugify(tag)}`]);
  }
  for (const month of new Set(posts.map((post) => post.date.slice(0, 7)))) {
    const inIt = posts.filter((post) => post.date.startsWith(month));
    lists.push([`Month: ${monthOf(month)}`, monthUrl(month), inIt, 'archive date']);
  }
  for (const [heading, base, inIt, bodyClass] of lists) {
    for (const { rel, main, paged } of listingMains(heading, base, inIt)) {
      const classes = paged ? `${bodyClass} paged` : bodyClass;
      writePage(root, rel, frame(heading.replace(/^\w+: /, ''), main, classes));
    }
  }
  fs.writeFileSync(path.join(root, 'style.css'), 'body { font-family: Georgia, serif; }\n');
  return { posts, pages };
}
