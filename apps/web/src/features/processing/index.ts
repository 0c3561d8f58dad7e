// The processing feature's public face: routes compose these.
export { GenerateSuggestionsModal } from './components/generate-suggestions-modal';
export { ProcessSelectionStep } from './components/process-selection-step';
