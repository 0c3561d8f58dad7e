// The Search Console feature's public face, composed by the routes.
export { SearchConsoleCallback } from './components/search-console-callback';
export { SearchConsoleCard } from './components/search-console-card';
export { ImpactScreen } from './components/impact-screen';
