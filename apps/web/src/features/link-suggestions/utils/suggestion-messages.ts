/** Spec §8's suggestion toasts and §5's messages, word for word. */
export const SUGGESTION_MESSAGES = {
  updateFailed: 'Failed to update suggestion. Please try again.',
  updated: 'Suggestion updated successfully!',
  approved: 'Link suggestion approved!',
  rejected: 'Link suggestion rejected!',
  approveFailed: 'Failed to approve suggestion',
  rejectFailed: 'Failed to reject suggestion',
  bulkApproved: 'Bulk approval completed!',
  bulkApproveFailed: 'Failed to bulk approve suggestions',
  maxLoaded: 'Maximum of 200 suggestions loaded. Please use filters to narrow down results.',
  selectToApprove: 'Please select suggestions to approve',
  exportFailed: 'Failed to export suggestions. Please try again.',
} as const;
