import './styles.css';

/**
 * The browser entry. React and ReactDOM are evaluated in one task, the app in the next and its
 * start (hydration begins) in a third, so that none holds the main thread for long on a slow
 * phone. The prerender preloads both chunks with the entry (scripts/prerender.ts), so the split
 * costs no round trip.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

import('react-dom/client')
  .then(nextTask)
  .then(() => import('./start.tsx'))
  .then((app) => nextTask().then(app.start));
