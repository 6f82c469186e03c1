import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Labelled } from '../../ui/Labelled';
import { helpStyle, inputStyle } from '../../ui/recipe';
import { tokens } from '../../ui/tokens';
import { useForm } from '../context';

/** `/contact#form` → ['/contact', 'form']; `#how` → [undefined, 'how']. */
function splitLink(link: string): [string | undefined, string] {
  if (!link.startsWith('/') && !link.startsWith('#')) return [undefined, ''];
  const [route = '', id = ''] = link.split('#');
  return [route || undefined, id];
}

/** The link targets that follow the site settings, in words (the loader resolves them: build/content/contact-links.ts). */
export const CONTACT_TARGETS: Readonly<Record<string, string>> = {
  'contact:phone': 'The company phone',
  'contact:email': 'The company e-mail',
};

/**
 * Choose a page of the site and, optionally, a section id on it, or the company phone or e-mail
 * (a link that follows the site settings). A section of the page being edited is linked as #id.
 */
export function LinkTarget({ current, onPick }: { current: string; onPick: (link: string) => void }) {
  const form = useForm();
  const resultId = useId();
  const pages =
    !form.route || form.choices.pages.some((page) => page.route === form.route)
      ? form.choices.pages
      : [{ route: form.route, title: 'This page', ids: [] }, ...form.choices.pages];
  const [currentRoute, currentId] = splitLink(current);
  const [route, setRoute] = useState(currentRoute ?? (currentId ? form.route : (pages[0]?.route ?? '/')));
  const [id, setId] = useState(currentId);
  const sectionIds = route === form.route ? form.pageIds : (pages.find((page) => page.route === route)?.ids ?? []);
  const link = route === form.route && id ? `#${id}` : `${route}${id ? `#${id}` : ''}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPick(link);
  };
  const choosePage = (next: string) => {
    setRoute(next);
    setId('');
  };
  return (
    <form onSubmit={submit} css={{ display: 'grid', gap: tokens.space.md }}>
      <Labelled label="Page">
        {(control) => (
          <select id={control} value={route} onChange={(event) => choosePage(event.target.value)} css={inputStyle}>
            {pages.map((page) => (
              <option key={page.route} value={page.route}>
                {`${page.route}: ${page.title}${page.route === form.route ? ' (this page)' : ''}`}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled label="Section on that page">
        {(control) => (
          <>
            <select id={control} value={id} onChange={(event) => setId(event.target.value)} css={inputStyle}>
              <option value="">Top of the page</option>
              {sectionIds.map((sectionId) => (
                <option key={sectionId} value={sectionId}>{`#${sectionId}`}</option>
              ))}
            </select>
            <p css={helpStyle}>Only sections with an id can be linked to; give a section an id in its form first.</p>
          </>
        )}
      </Labelled>
      <p id={resultId} css={{ margin: 0 }}>
        Link: <code>{link}</code>
      </p>
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" tone="primary" aria-describedby={resultId}>
          Use this link
        </Button>
      </div>
      <div
        role="group"
        aria-label="The company's contact"
        css={{ borderTop: `1px solid ${tokens.color.border}`, paddingTop: tokens.space.md }}
      >
        <p css={{ ...helpStyle, marginTop: 0 }}>
          Or the company&apos;s own phone or e-mail: the link follows the site settings when they change.
        </p>
        <div css={{ display: 'flex', gap: tokens.space.sm, flexWrap: 'wrap' }}>
          {Object.entries(CONTACT_TARGETS).map(([target, words]) => (
            <Button key={target} onClick={() => onPick(target)} aria-pressed={current === target}>
              {words}
            </Button>
          ))}
        </div>
      </div>
    </form>
  );
}
