import { Notices, PostForm, Screen, type Notice, type Viewer } from './Screen';
import { draftUrl } from './studio-routes';

export interface FileEditorProps {
  viewer: Viewer;
  slug: string;
  draftTitle: string;
  /** The file below site/: site.yaml, data/machines.yaml. */
  name: string;
  /** Every file of the kind, to move between them. */
  names: string[];
  text: string;
  hash: string;
  notices?: Notice[];
}

/** The YAML view of site.yaml or a file of site/data in a draft: the whole text, saved as one commit. */
export function FileEditor({ viewer, slug, draftTitle, name, names, text, hash, notices = [] }: FileEditorProps) {
  return (
    <Screen title={`${name} · ${draftTitle}`} viewer={viewer}>
      <p>
        <a href={draftUrl(slug)}>Back to “{draftTitle}”</a>
      </p>
      <h1>site/{name}</h1>
      <nav aria-label="Site files" className="actions top0">
        {names.map((other) =>
          other === name ? (
            <strong key={other}>{other}</strong>
          ) : (
            <a key={other} href={`${draftUrl(slug)}/file?name=${encodeURIComponent(other)}`}>
              {other}
            </a>
          ),
        )}
      </nav>
      <Notices notices={notices} />
      <PostForm viewer={viewer} action={`${draftUrl(slug)}/file`}>
        <input type="hidden" name="name" value={name} />
        <input type="hidden" name="baseHash" value={hash} />
        <label htmlFor="text">The file's text (YAML)</label>
        <textarea id="text" name="text" className="yaml" defaultValue={text} spellCheck={false} rows={30} />
        <div className="actions">
          <button>Save to this draft</button>
        </div>
      </PostForm>
    </Screen>
  );
}
