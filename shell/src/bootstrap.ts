import './app/shell.css';
import { yieldToMain } from './lib/yield-to-main';

/**
 * Start-up runs as separate tasks, with the main thread given back between them: the shared
 * packages the first page needs are evaluated one at a time (module evaluation is cached, so the
 * shell's modules then find them ready), then the shell's own modules, then a first render React
 * may interrupt (a transition renders in slices of a few milliseconds). As one task it blocked a
 * phone's main thread for a third of a second (the blocking-time budget, decision 0012).
 *
 * This module imports no shared package itself (React too is imported below, and rendered without
 * JSX): a shared import here would make loading this chunk negotiate the shared packages with the
 * federation runtime in the same task.
 */
const STAGES = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('@portal/contracts'),
  () => import('react-router-dom'),
  () => import('i18next'),
  () => import('@portal/api-client'),
  () => import('@portal/session'),
  () => import('@portal/i18n'),
  () => import('@portal/ui'),
] as const;

async function start(): Promise<void> {
  for (const stage of STAGES) {
    await yieldToMain();
    await stage();
  }
  await yieldToMain();
  const [{ createElement, startTransition }, { createRoot }, { BOOT_VIEW_ELEMENT_ID }, { holdBootView }, { App }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('@portal/contracts'),
    import('@portal/ui'),
    import('./app/App'),
  ]);
  await yieldToMain();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // The boot view the page came with (the sign-in logo, or a signed-in visitor's first view) stays on
  // screen until the first page replaces it (@portal/ui boot-view).
  holdBootView(BOOT_VIEW_ELEMENT_ID);
  // Replaces the static frame of index.html with the same markup, now live.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(createElement(App)));
}

void start();
