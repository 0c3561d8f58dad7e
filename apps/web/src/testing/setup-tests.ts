import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a lazy route transforms its modules on the spot; on a busy machine that
// alone can pass the default 1 s of `findBy…`, so waiting fails for a reason the app never has.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
});
