import { Notices, PostForm, Screen, type Notice, type Viewer } from './Screen';
import { draftUrl, STUDIO_BASE } from './studio-routes';
import { Table, type Column } from './Table';

export interface DraftRow {
  slug: string;
  title: string;
  author: string;
  state: 'editing' | 'proposed' | 'published';
  /** The pages and files it touches, in words. */
  touches: string[];
  /** undefined while not checked; else how many errors the loader finds. */
  errors: number | undefined;
  schedule?: string;
}

const STATE_WORDS = { editing: 'Being edited', proposed: 'Ready for review', published: 'Published' } as const;

/** The Changes screen: every draft with its author, state, what it touches and whether it validates; a new draft. */
export function Changes({ viewer, drafts, notices = [] }: { viewer: Viewer; drafts: DraftRow[]; notices?: Notice[] }) {
  const open = drafts.filter((draft) => draft.state !== 'published');
  const done = drafts.filter((draft) => draft.state === 'published');
  return (
    <Screen title="Changes" viewer={viewer}>
      <h1>Changes</h1>
      <Notices notices={notices} />
      <div className="card">
        <h2 className="top0">Start a draft</h2>
        <PostForm viewer={viewer} action={`${STUDIO_BASE}/drafts`}>
          <label htmlFor="title">What the change is about</label>
          <div className="actions top0">
            <input id="title" name="title" required maxLength={120} placeholder="Spring campaign pages" className="grow" />
            <button>Create the draft</button>
          </div>
        </PostForm>
      </div>
      <h2>Drafts</h2>
      {open.length ? <DraftTable drafts={open} /> : <p className="muted">No draft is open.</p>}
      {done.length > 0 && (
        <>
          <h2>Published</h2>
          <DraftTable drafts={done} />
        </>
      )}
    </Screen>
  );
}

/** The columns of a table of drafts. */
const DRAFT_COLUMNS: readonly Column<DraftRow>[] = [
  { name: 'Draft', cell: (draft) => <a href={draftUrl(draft.slug)}>{draft.title}</a> },
  { name: 'Author', cell: (draft) => draft.author },
  {
    name: 'State',
    cell: (draft) => (
      <>
        <span className="state">{STATE_WORDS[draft.state]}</span>
        {draft.schedule && <div className="muted">{draft.schedule}</div>}
      </>
    ),
  },
  { name: 'Touches', cell: (draft) => (draft.touches.length ? draft.touches.join(', ') : <span className="muted">nothing yet</span>) },
  {
    name: 'Checks',
    cell: (draft) =>
      draft.errors === undefined ? '' : draft.errors === 0 ? 'Valid' : `${draft.errors} error${draft.errors === 1 ? '' : 's'}`,
  },
];

function DraftTable({ drafts }: { drafts: DraftRow[] }) {
  return <Table columns={DRAFT_COLUMNS} rows={drafts} rowKey={(draft) => draft.slug} />;
}
