import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadMatchedRoutes } from '@/app/lazy-route';
import { routes } from '@/app/router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { installGlobalErrorLog } from '@/lib/error-log';
import './index.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root element');
}

installGlobalErrorLog();

// The first screen's chunks (the shell's and the screen's, together) load before the app
// renders, so it renders at once rather than through suspense fallbacks, which React reveals
// at most every 300 ms; a spinner holds the screen meanwhile.
const reactRoot = createRoot(root);
reactRoot.render(<FullScreenSpinner />);
void preloadMatchedRoutes(routes, window.location.pathname).finally(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
