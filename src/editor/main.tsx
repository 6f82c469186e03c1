import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { belowBase } from './base-url';
import { EditorApp } from './EditorApp';

createRoot(document.getElementById('editor-root')!).render(
  <StrictMode>
    <EditorApp pathname={belowBase(window.location.pathname)} search={window.location.search} />
  </StrictMode>,
);
