import type { PageText } from '../page-text';
import { page } from './page';

// A small book built like mdBook: every page carries a sidebar (a `nav`) listing every
// chapter, prev/next links, and prose that names other chapters by their titles, some of
// them already linked in the text by the author.
export const bookSite = 'https://book.example';
const chapters: Array<[string, string, string[]]> = [
  [
    'Ownership',
    'Ownership is how the language manages memory. Every value has one owner; Borrowing lets code use a value without taking it, and Lifetimes say how long a borrow lasts.',
    ['Borrowing'],
  ],
  [
    'Borrowing',
    'A reference borrows a value. Mutable References are exclusive, so two writers never race; read Ownership first if moves are new to you.',
    [],
  ],
  [
    'Lifetimes',
    'Lifetimes name how long a reference is valid. The compiler infers most of them, as Borrowing explains, and Smart Pointers sidestep them.',
    [],
  ],
  [
    'Mutable References',
    'Only one mutable reference to a value may exist at a time. Interior Mutability relaxes this at run time; Borrowing covers the shared kind.',
    [],
  ],
  [
    'Smart Pointers',
    'Box, Rc and RefCell are Smart Pointers. RefCell gives Interior Mutability; Rc shares Ownership between several owners.',
    ['Interior Mutability'],
  ],
  [
    'Interior Mutability',
    'Interior Mutability lets you change data behind a shared reference. It moves the rules of Mutable References from compile time to run time.',
    [],
  ],
];

const slug = (title: string) => title.toLowerCase().replace(/\s+/g, '-');
export const chapterUrl = (title: string) => `${bookSite}/${slug(title)}.html`;

export const bookPages: PageText[] = chapters.map(([title, text, linked], position) => {
  const sidebar = chapters.map(([other]) => ({
    href: chapterUrl(other),
    anchorText: other,
    placement: 'navigation' as const,
  }));
  const next = chapters[position + 1]?.[0];
  const pager = next
    ? [{ href: chapterUrl(next), anchorText: '›', placement: 'navigation' as const }]
    : [];
  return page({
    url: chapterUrl(title),
    title: `${title} - The Example Book`,
    paragraphs: [text],
    links: [...sidebar, ...pager],
    blockLinks: linked.map((other) => ({ paragraph: 0, text: other, href: chapterUrl(other) })),
  });
});

/** mdBook's `print.html`: every chapter on one page, marked noindex. */
export const printPage: PageText = page({
  url: `${bookSite}/print.html`,
  title: 'The Example Book',
  paragraphs: chapters.map(([, text]) => text),
  overrides: { noindex: true },
});
