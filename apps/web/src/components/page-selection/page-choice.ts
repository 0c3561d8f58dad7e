import type { PageSelection, ProcessSelectedBody } from '@linkloom/contracts';

/** "Select all N matching" (issue 55): the selection the server expands, and how many it matched. */
export type MatchingChoice = { matching: PageSelection; total: number };

/** The pages chosen to process: a list of URLs, or every page a selection matches. */
export type PageChoice = string[] | MatchingChoice;

/** How many pages the choice names (what the credit check asks for). */
export function choiceCount(choice: PageChoice): number {
  return Array.isArray(choice) ? choice.length : choice.total;
}

/** The part of the process-selected body that names the pages. */
export function choiceBody(choice: PageChoice): Pick<ProcessSelectedBody, 'urls' | 'matching'> {
  return Array.isArray(choice) ? { urls: choice } : { matching: choice.matching };
}

/** The URL list of a choice, or null for a matching one (a list screen starts afresh). */
export function choiceUrls(choice: PageChoice | null): string[] | null {
  return choice !== null && Array.isArray(choice) ? choice : null;
}
