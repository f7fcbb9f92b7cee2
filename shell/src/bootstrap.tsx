import { createRoot } from 'react-dom/client';
import { BOOT_VIEW_ELEMENT_ID } from '@portal/contracts';
import { holdBootView } from '@portal/ui';
import { App } from './app/App';
import './app/shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The signed-out visitor's first view stays on screen until the first page replaces it (@portal/ui boot-view).
holdBootView(BOOT_VIEW_ELEMENT_ID);
// Replaces the static frame of index.html with the same markup, now live.
createRoot(root).render(<App />);
