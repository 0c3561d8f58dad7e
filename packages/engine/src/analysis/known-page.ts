import type { PageText } from '../page-text';

/** A page of the website as the site analysis sees it: its address, status and text (when read). */
export type KnownPage = { url: string; httpStatus: number | null; text: PageText | null };
