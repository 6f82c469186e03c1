import type { ReactNode } from 'react';
import { STUDIO_BASE } from './studio-routes';

/** Who is signed in, as the screens need it. */
export interface Viewer {
  name: string;
  email: string;
  role: 'author' | 'publisher' | 'admin';
  csrf: string;
}

/** The CSRF token of the session, in every form that changes something. */
export function Csrf({ viewer }: { viewer: Viewer }) {
  return <input type="hidden" name="csrf" value={viewer.csrf} />;
}

/** A form that posts to the studio with the session's CSRF token. */
export function PostForm({
  viewer,
  action,
  children,
  className,
}: {
  viewer: Viewer;
  action: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form method="post" action={action} className={className}>
      <Csrf viewer={viewer} />
      {children}
    </form>
  );
}

export type Notice = { kind: 'error' | 'ok' | 'warning'; text: string };

export function Notices({ notices }: { notices: readonly Notice[] }) {
  return (
    <>
      {notices.map((notice, i) => (
        <div key={i} className={`notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </div>
      ))}
    </>
  );
}

/** Every studio screen: the bar (where to go, who is signed in, sign out), then the screen itself. */
export function Screen({ title, viewer, children }: { title: string; viewer?: Viewer; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href={`${STUDIO_BASE}/style.css`} />
        <title>{`${title} · Studio`}</title>
      </head>
      <body>
        <header className="bar">
          <strong>Studio</strong>
          {viewer && (
            <nav aria-label="Studio">
              <a href={STUDIO_BASE}>Changes</a>
              <a href={`${STUDIO_BASE}/history`}>History</a>
              {viewer.role === 'admin' && <a href={`${STUDIO_BASE}/accounts`}>Accounts</a>}
              <span className="who">
                {viewer.name} ({viewer.role})
              </span>
              <PostForm viewer={viewer} action={`${STUDIO_BASE}/sign-out`} className="inline">
                <button className="quiet">Sign out</button>
              </PostForm>
              <PostForm viewer={viewer} action={`${STUDIO_BASE}/sign-out-everywhere`} className="inline">
                <button className="quiet">Sign out everywhere</button>
              </PostForm>
            </nav>
          )}
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}
