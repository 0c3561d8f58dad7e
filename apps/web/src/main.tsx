import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadMatchedRoutes } from '@/app/lazy-route';
import { routes } from '@/app/router';
import { installGlobalErrorLog } from '@/lib/error-log';
import './index.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root element');
}

installGlobalErrorLog();

// The first screen's chunks (the shell's and the screen's, together) load before the first
// render, so it renders at once rather than through a spinner.
void preloadMatchedRoutes(routes, window.location.pathname).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
