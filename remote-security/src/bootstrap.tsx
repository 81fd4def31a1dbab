import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevShell } from './app/dev-shell.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DevShell />
  </StrictMode>,
);
