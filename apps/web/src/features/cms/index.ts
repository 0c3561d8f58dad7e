// The CMS feature's public face, composed by the routes.
export { SuggestionCmsActions } from './components/suggestion-cms-actions';
export { WordpressCard } from './components/wordpress-card';
