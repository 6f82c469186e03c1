import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { helpStyle, inputStyle, labelStyle } from '../../ui/recipe';
import { tokens } from '../../ui/tokens';
import { useForm } from '../context';

/** `/contact#form` → ['/contact', 'form']; `#how` → [undefined, 'how']. */
function splitLink(link: string): [string | undefined, string] {
  if (!link.startsWith('/') && !link.startsWith('#')) return [undefined, ''];
  const [route = '', id = ''] = link.split('#');
  return [route || undefined, id];
}

/** Choose a page of the site and, optionally, a section id on it. A section of the page being edited is linked as #id. */
export function LinkTarget({ current, onPick }: { current: string; onPick: (link: string) => void }) {
  const form = useForm();
  const ids = { page: useId(), section: useId(), result: useId() };
  const pages = form.choices.pages.some((page) => page.route === form.route)
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
  return (
    <form onSubmit={submit} css={{ display: 'grid', gap: tokens.space.md }}>
      <div>
        <label htmlFor={ids.page} css={labelStyle}>
          Page
        </label>
        <select
          id={ids.page}
          value={route}
          onChange={(event) => {
            setRoute(event.target.value);
            setId('');
          }}
          css={inputStyle}
        >
          {pages.map((page) => (
            <option
              key={page.route}
              value={page.route}
            >{`${page.route}: ${page.title}${page.route === form.route ? ' (this page)' : ''}`}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.section} css={labelStyle}>
          Section on that page
        </label>
        <select id={ids.section} value={id} onChange={(event) => setId(event.target.value)} css={inputStyle}>
          <option value="">Top of the page</option>
          {sectionIds.map((sectionId) => (
            <option key={sectionId} value={sectionId}>{`#${sectionId}`}</option>
          ))}
        </select>
        <p css={helpStyle}>Only sections with an id can be linked to; give a section an id in its form first.</p>
      </div>
      <p id={ids.result} css={{ margin: 0 }}>
        Link: <code>{link}</code>
      </p>
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" tone="primary" aria-describedby={ids.result}>
          Use this link
        </Button>
      </div>
    </form>
  );
}
