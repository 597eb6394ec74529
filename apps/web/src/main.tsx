// No raw zod text on any field (issue 24): authored messages installed before any schema is built.
import '@scout/domain/api/authored-errors';
import { PRODUCT_SHORT_NAME } from '@scout/domain/shell/version';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './app/app.css';
import { reloadOnStaleBuild } from './lib/stale-build.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

document.title = PRODUCT_SHORT_NAME;
// A chunk of an older build that is gone (a tab open across a deploy): reload onto the new one.
reloadOnStaleBuild();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
