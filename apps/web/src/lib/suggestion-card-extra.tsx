import type { LinkSuggestion } from '@linkloom/contracts';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

type SuggestionCardExtraProps = { websiteId: string; suggestion: LinkSuggestion };
type RenderExtra = (props: SuggestionCardExtraProps) => ReactNode;

const ExtraContext = createContext<RenderExtra | null>(null);

/**
 * A slot at the foot of each suggestion card, filled by the route (the CMS actions): features
 * do not import each other, so the app passes what to render down.
 */
export const SuggestionCardExtraProvider = ExtraContext.Provider;

export function SuggestionCardExtra(props: SuggestionCardExtraProps) {
  const render = useContext(ExtraContext);
  return render ? render(props) : null;
}
