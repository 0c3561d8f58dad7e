/** The attribute that marks the links Linkloom wrote, so they are found again (idempotency, undo). */
export const MARKER = 'data-linkloom';
