// A prepared documentation site (the harness's original variant) as a blog: each content page a
// post (those the blog's `include` keeps), in the book's order, one post every two days; its
// chapter is its category (a page the generator marks as a chapter opens one, or, with
// `chapters: 'folders'`, each folder is one), the keywords of its page (a chapter's, on its
// sections) that its text mentions are its tags, and the chapters alternate between the blog's
// authors. The stripped variant's posts are the same
// without the links between them; the half-linked variant's, when asked for, without the links
// between the pairs of posts it hides.
import fs from 'node:fs';
import { readSourceBook } from '../source-book.mjs';
import { pageToPost, unnumbered } from './page-to-post.mjs';

const FIRST_POST = Date.UTC(2021, 7, 14, 9, 0, 0); // Debian 11's release day
const DAY = 24 * 60 * 60 * 1000;
const CHAPTER_CLASSES = ['chapter', 'appendix', 'preface', 'article', 'part', 'colophon'];

/** The slug WordPress would give a title (lower case, ASCII, words joined by dashes). */
export function slugOf(title) {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&[a-z]+;/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 190) || 'post'
  );
}

const formatDate = (time) => new Date(time).toISOString().slice(0, 19).replace('T', ' ');

/** The folder a page key is in ("/topics/db/" for "/topics/db/queries.html" and "/topics/db/"). */
const folderOf = (key) => key.slice(0, key.lastIndexOf('/') + 1);

/**
 * `sourceDir`: the prepared source site; `source`: its harness entry (mainContent, exclude);
 * `blog`: the blog's `wordpress` entry (include, chapters, authors); `loadHtml`, `pageKey`: the
 * harness's. Returns { posts, categories, truth } where each post has `original` and `stripped`
 * bodies and `truth` is the source's ground-truth.json; with `isHidden(sourceKey, targetKey)`
 * (the source site's page keys), a `half` body too, without the links from the one to the other
 * where it says so.
 */
export function bookToBlog(sourceDir, source, blog, { loadHtml, pageKey }, { isHidden } = {}) {
  const book = readSourceBook(sourceDir, { loadHtml, pageKey });
  const { truth, base, fileOf } = book;
  const include = blog.include ?? (() => true);
  const content = new Map([...book.content].filter(([key]) => include(key)));
  const order = book.order.filter((key) => content.has(key));

  const kept = source.exclude.filter((selector) => selector !== 'pre');
  const read = (key, linkFor) => {
    const page = content.get(key);
    const $ = loadHtml(fs.readFileSync(fileOf(page.url), 'utf8'));
    const root = $(source.mainContent).first();
    if (kept.length) root.find(kept.join(', ')).remove();
    const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
      .split(',')
      .map((word) => word.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    const isChapter = CHAPTER_CLASSES.some((name) => root.hasClass(name));
    const post = pageToPost(root.get(0), linkFor(page.url, key), { pageTitle: page.title ?? '' });
    const text = root.text().replace(/\s+/g, ' ');
    return {
      ...post,
      title: post.title || unnumbered(page.title),
      isChapter,
      keywords,
      text,
    };
  };
  const linkTo = (keepsLink) => (pageUrl, ownKey) => (href) => {
    if (href.startsWith('#')) return null;
    let target;
    try {
      target = new URL(href, pageUrl);
    } catch {
      return null;
    }
    if (target.origin !== base.origin) return 'keep';
    const key = pageKey(target.href);
    return key !== ownKey && content.has(key) && keepsLink(ownKey, key) ? key : null;
  };

  const posts = [];
  const categories = [];
  const slugs = new Set();
  let chapter = null;
  const newCategory = (name) => {
    let slug = slugOf(name);
    while (categories.some((c) => c.slug === slug)) slug += '-2';
    const category = { name, slug, author: blog.authors[categories.length % blog.authors.length] };
    categories.push(category);
    return category;
  };
  // By folder: a folder's category is named by the first heading of its index page.
  const folders = new Map();
  const folderCategory = (key) => {
    const folder = folderOf(key);
    if (!folders.has(folder)) {
      const file = fileOf(new URL(folder, base).href);
      const $ = fs.existsSync(file) ? loadHtml(fs.readFileSync(file, 'utf8')) : null;
      const heading = $?.(source.mainContent)
        .find('h1')
        .first()
        .text()
        .replace(/[\s¶]+/g, ' ');
      const name = unnumbered(heading ?? '') || folder.split('/').filter(Boolean).pop() || 'Posts';
      folders.set(folder, newCategory(name));
    }
    return folders.get(folder);
  };
  for (const [index, key] of order.entries()) {
    const original = read(
      key,
      linkTo(() => true),
    );
    const stripped = read(
      key,
      linkTo(() => false),
    );
    const half = isHidden
      ? read(
          key,
          linkTo((own, target) => !isHidden(own, target)),
        )
      : null;
    if (blog.chapters === 'folders') {
      chapter = folderCategory(key);
    } else if (original.isChapter || !chapter) {
      chapter = newCategory(original.title);
    }
    let slug = slugOf(original.title);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugOf(original.title)}-${n}`;
    slugs.add(slug);
    const mentions = (word) =>
      new RegExp(`(^|[^\\w-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`, 'i').test(
        original.text,
      );
    posts.push({
      key,
      title: original.title,
      slug,
      date: formatDate(FIRST_POST + index * 2 * DAY),
      author: chapter.author.login,
      category: chapter.slug,
      tags: original.keywords.filter((word) => original.isChapter || mentions(word)),
      original: original.content,
      stripped: stripped.content,
      ...(half ? { half: half.content } : {}),
    });
  }
  return { posts, categories: categories.map(({ name, slug }) => ({ name, slug })), truth };
}
