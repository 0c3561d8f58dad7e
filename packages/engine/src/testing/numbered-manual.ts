import type { PageText } from '../page-text';
import { page } from './page';

const SITE = 'https://manual.example';

type Chapter = { slug: string; title: string; sections?: string[]; paragraphs: string[] };

/**
 * A manual as DocBook and LaTeX build them: numbered chapters and sections, cross-references
 * by number ("see Section 2.1", "chapter 3"), and the numbers that look like them but are not:
 * figure captions numbered like sections, versions of the product, durations.
 */
const CHAPTERS: Chapter[] = [
  {
    slug: 'installing',
    title: 'Chapter 1. Installing the Server',
    sections: ['1.1. Requirements', '1.2. Unpacking'],
    paragraphs: [
      'Figure 2.1. The installer at work.',
      'Before you install, read Section 2.1 on the settings file, and chapter 3 on logs.',
      'The installer checks the disk every 2 hours and writes to the log described in Section 3.1.',
      'Acme 2.1 changed the layout of the files, Acme 9.0 moved it and Acme 10.4 moved it again.',
    ],
  },
  {
    slug: 'configuring',
    title: 'Chapter 2. Configuring the Server',
    sections: ['2.1. The Settings File', '2.2. Listening Addresses'],
    paragraphs: [
      'Figure 3.1. The settings file opened in an editor.',
      'Figure 1.1. Addresses the server listens on.',
      'Settings that come from the command line are covered in Section 1.2, and logs in chapter 3.',
      'Since Acme 8.3, the settings file is read once at start; see Section 2.2 for the addresses.',
      'A server restarted every 3 days picks up a changed file; Section 2.1.3 has the details.',
    ],
  },
  {
    slug: 'logging',
    title: 'Chapter 3. Logging',
    sections: ['3.1. Log Files', '3.2. Rotating Logs'],
    paragraphs: [
      'Figure 2.2. A log file.',
      'Where the log goes is set in the settings file (Section 2.1); see chapter 1 first.',
      'Rotation keeps 2 files by default, as Section 1.1 explains, and chapter 2 shows how.',
      'Section 1.1.4 lists the packages that rotate logs for you.',
    ],
  },
];

const urlOf = (slug: string) => `${SITE}/${slug}.html`;

export const numberedManualUrl = urlOf;

export const numberedManualPages: PageText[] = CHAPTERS.map(
  ({ slug, title, sections = [], paragraphs }) => {
    const built = page({ url: urlOf(slug), title, paragraphs });
    return {
      ...built,
      headings: [{ level: 1, text: title }, ...sections.map((text) => ({ level: 2, text }))],
    };
  },
);
