/**
 * A screen's code could not be downloaded (a deploy replaced its chunk, the network dropped).
 * Unlike a render error, trying again in place cannot help: only a reload can.
 */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super("The screen's code could not be loaded", { cause });
    this.name = 'ScreenLoadError';
  }
}

export function isScreenLoadError(error: unknown): error is ScreenLoadError {
  return error instanceof ScreenLoadError;
}
