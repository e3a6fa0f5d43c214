import './styles.css';

/**
 * The browser entry. React and ReactDOM are evaluated in one task and the app in the next, so
 * that neither holds the main thread for long on a slow phone. The prerender preloads both
 * chunks with the entry (scripts/prerender.ts), so the split costs no round trip.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

import('react-dom/client')
  .then(nextTask)
  .then(() => import('./start.tsx'))
  .then((app) => app.start());
