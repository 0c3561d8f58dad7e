// What the API client reads from the error contract, in a module of its own so that it (and zod)
// loads with the first failure only.
export { DEFAULT_ERROR_MESSAGES, errorBodySchema } from '@linkloom/contracts';
