import { Notices, PostForm, Screen, type Notice, type Viewer } from './Screen';
import { draftEditorUrl, draftUrl, viewUrl } from './studio-routes';

export interface ReviewFile {
  file: string;
  /** The file in words: "about", "site", "machines data". */
  label: string;
  /** The page's address when the file is a page. */
  route?: string;
  lines: string[];
}

export interface ReviewClash {
  file: string;
  line: number;
  words: string;
  draft: string;
  published: string;
}

export interface DraftReviewProps {
  viewer: Viewer;
  slug: string;
  title: string;
  author: string;
  state: 'editing' | 'proposed' | 'published';
  schedule?: string;
  commits: { author: string; date: string; message: string }[];
  files: ReviewFile[];
  /** The loader's errors on the draft, as `file:line:col message`. */
  errors: string[];
  clashes?: ReviewClash[];
  /** A read-only link of the whole draft just made, and when it expires. */
  previewLink?: { url: string; expires: string };
  timeZone: string;
  notices?: Notice[];
}

function DiffLines({ lines }: { lines: string[] }) {
  return (
    <div className="diff" role="region" aria-label="Lines changed" tabIndex={0}>
      {lines.map((line, i) => (
        <div key={i} className={line.startsWith('@@') ? 'hunk' : line.startsWith('+') ? 'add' : line.startsWith('-') ? 'del' : undefined}>
          {line || ' '}
        </div>
      ))}
    </div>
  );
}

/** A draft, page by page: the YAML lines changed, the page before and after side by side, and what may be done with it. */
export function DraftReview(props: DraftReviewProps) {
  const { viewer, slug } = props;
  const open = props.state !== 'published';
  const publisher = viewer.role !== 'author';
  return (
    <Screen title={props.title} viewer={viewer}>
      <h1>{props.title}</h1>
      <p className="muted">
        By {props.author} · {props.state === 'editing' ? 'being edited' : props.state === 'proposed' ? 'ready for review' : 'published'}
        {props.schedule ? ` · ${props.schedule}` : ''}
      </p>
      <Notices notices={props.notices ?? []} />
      {open && (
        <div className="card">
          <div className="actions top0">
            <a className="button" href={draftEditorUrl(slug)}>
              Edit pages in this draft
            </a>
            <a href={draftEditorUrl(slug, 'site.yaml')}>Edit site settings and data</a>
            {props.state === 'editing' && (
              <PostForm viewer={viewer} action={`${draftUrl(slug)}/propose`} className="inline">
                <button className="quiet">Propose for review</button>
              </PostForm>
            )}
            <PostForm viewer={viewer} action={`${draftUrl(slug)}/preview-link`} className="inline">
              <button className="quiet">Make a preview link</button>
            </PostForm>
            {publisher && (
              <PostForm viewer={viewer} action={`${draftUrl(slug)}/publish`} className="inline">
                <button>Publish</button>
              </PostForm>
            )}
          </div>
          {props.previewLink && (
            <p>
              Preview link (read-only, works without an account until {props.previewLink.expires}):{' '}
              <a href={props.previewLink.url}>{props.previewLink.url}</a>
            </p>
          )}
          {publisher && (
            <PostForm viewer={viewer} action={`${draftUrl(slug)}/schedule`}>
              <label htmlFor="at">Publish at ({props.timeZone})</label>
              <div className="actions top0">
                <input id="at" name="at" type="datetime-local" required />
                <button className="quiet">Schedule</button>
              </div>
            </PostForm>
          )}
          {publisher && props.schedule && (
            <PostForm viewer={viewer} action={`${draftUrl(slug)}/unschedule`}>
              <div className="actions">
                <button className="quiet">Cancel the schedule</button>
              </div>
            </PostForm>
          )}
        </div>
      )}
      {props.clashes && props.clashes.length > 0 && (
        <div className="card">
          <h2 className="top0">The same lines changed in this draft and on the published site</h2>
          <p>Nothing was published. Choose whose lines stay; the other version stays in the history of its branch.</p>
          {props.clashes.map((clash, i) => (
            <div key={i}>
              <p>{clash.words}</p>
              <div className="clash">
                <div>
                  <strong>This draft</strong>
                  <pre className="diff">{clash.draft}</pre>
                </div>
                <div>
                  <strong>Published site</strong>
                  <pre className="diff">{clash.published}</pre>
                </div>
              </div>
            </div>
          ))}
          <div className="actions">
            <PostForm viewer={viewer} action={`${draftUrl(slug)}/publish`} className="inline">
              <input type="hidden" name="keep" value="draft" />
              <button>Keep this draft's lines and publish</button>
            </PostForm>
            <PostForm viewer={viewer} action={`${draftUrl(slug)}/publish`} className="inline">
              <input type="hidden" name="keep" value="published" />
              <button className="quiet">Keep the published lines and publish</button>
            </PostForm>
          </div>
        </div>
      )}
      {props.errors.length > 0 && (
        <div className="card">
          <h2 className="top0">Errors to fix before publishing</h2>
          <pre>{props.errors.join('\n')}</pre>
        </div>
      )}
      <h2>What changes</h2>
      {props.files.length === 0 && <p className="muted">Nothing has changed in this draft yet.</p>}
      {props.files.map((file) => (
        <section key={file.file} className="card" aria-label={file.label}>
          <h3 className="top0">
            {file.label} <span className="muted">({file.file})</span>
          </h3>
          <DiffLines lines={file.lines} />
          {file.route !== undefined && (
            <div className="sides">
              <figure>
                <figcaption>Before (published)</figcaption>
                <iframe title={`${file.label} before`} src={viewUrl('published', file.route)} loading="lazy" />
              </figure>
              <figure>
                <figcaption>After (this draft)</figcaption>
                <iframe title={`${file.label} after`} src={viewUrl(`d.${slug}`, file.route)} loading="lazy" />
              </figure>
            </div>
          )}
        </section>
      ))}
      <h2>Saves</h2>
      {props.commits.length === 0 ? (
        <p className="muted">No save yet.</p>
      ) : (
        <table>
          <tbody>
            {props.commits.map((commit, i) => (
              <tr key={i}>
                <td>{commit.message}</td>
                <td>{commit.author}</td>
                <td>{commit.date}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Screen>
  );
}
