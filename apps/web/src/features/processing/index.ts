// The processing feature's public face: routes and other screens' modals compose these.
export { GenerateSuggestionsModal } from './components/generate-suggestions-modal';
export { ProcessingProgress } from './components/processing-progress';
export { ProcessingStep } from './components/processing-step';
export { ProcessSelectionStep } from './components/process-selection-step';
export { StartProcessingButton } from './components/start-processing-button';
export { UpgradeDialog } from './components/upgrade-dialog';
export { useProcessingJob } from './components/use-processing-job';
export type { ProcessingJobPhase, ProcessingJobState } from './components/use-processing-job';
export { useStartProcessing } from './components/use-start-processing';
export { partialProcessingMessage, PROCESSING_MESSAGES } from './utils/processing-messages';
