import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp';

createRoot(document.getElementById('editor-root')!).render(
  <StrictMode>
    <EditorApp pathname={window.location.pathname} search={window.location.search} />
  </StrictMode>,
);
