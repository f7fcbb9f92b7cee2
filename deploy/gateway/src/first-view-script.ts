import { createHash } from 'node:crypto';
import { BOOT_VIEW_ELEMENT_ID, FIRST_VIEWS_ELEMENT_ID } from '@portal/contracts';

/**
 * The one inline script of the portal's page. It runs while the page is parsed, right after the
 * first views' <template> (routes/first-views.ts), and moves the view for the URL's hash into <main>
 * as the boot view, which the shell keeps on screen until the area renders the same markup in its
 * place (@portal/ui BootViewOr). The server never sees the hash, so only the page can choose; placed
 * here, the visitor's landing screen paints with the page's first paint instead of after the shell's
 * entry has downloaded and run (the dashboard's LCP, decision 0012).
 *
 * Plain ES2015 text, not compiled: it must run before any of the portal's scripts and without them.
 * The hash's path is read as the shell reads it (shell src/remotes/area-routes.ts pathOfHash).
 * The CSP allows exactly this text by its hash (plugins/security-headers.ts); no other inline script runs.
 */
export const FIRST_VIEW_SCRIPT =
  `(function(){` +
  `var views=document.getElementById(${JSON.stringify(FIRST_VIEWS_ELEMENT_ID)}),main=document.getElementById('main');` +
  `if(!views||!views.content||!main||document.getElementById(${JSON.stringify(BOOT_VIEW_ELEMENT_ID)}))return;` +
  `var path=location.hash.replace(/^#/,'').split(/[?#]/)[0];` +
  `if(path.charAt(0)!=='/')path='/'+path;` +
  `var candidates=views.content.children;` +
  `for(var i=0;i<candidates.length;i++){` +
  `if(candidates[i].getAttribute('data-path')!==path)continue;` +
  `var boot=document.createElement('div');boot.id=${JSON.stringify(BOOT_VIEW_ELEMENT_ID)};` +
  `var view=document.importNode(candidates[i],true);while(view.firstChild)boot.appendChild(view.firstChild);` +
  `main.appendChild(boot);return;}` +
  `})();`;

/** The CSP source that allows FIRST_VIEW_SCRIPT and nothing else inline. */
export const FIRST_VIEW_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VIEW_SCRIPT).digest('base64')}'`;
