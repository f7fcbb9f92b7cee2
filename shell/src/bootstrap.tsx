import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// Replaces the static frame of index.html with the same markup, now live.
createRoot(root).render(<App />);
