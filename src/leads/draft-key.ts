/** The sessionStorage key prefix of a form's saved draft (form-draft.ts); the page's boot reads it too (render/on-screen.ts). */
export const DRAFT_PREFIX = 'lead-draft:';
