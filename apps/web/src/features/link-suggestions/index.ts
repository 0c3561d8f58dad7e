// The link-suggestions feature's public face, composed by the routes.
export { InboundSuggestionsScreen } from './components/inbound-suggestions-screen';
export { LinkSuggestionsScreen } from './components/link-suggestions-screen';
export { ProjectPicker } from './components/project-picker';
