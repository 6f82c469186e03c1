import { Notices, Screen, type Notice } from './Screen';
import { STUDIO_BASE } from './studio-routes';

/** The sign-in form. It posts without a session, so it carries no CSRF token: the Origin check guards it. */
export function SignIn({ notices = [], email = '' }: { notices?: Notice[]; email?: string }) {
  return (
    <Screen title="Sign in">
      <div className="card narrow">
        <h1>Sign in to the studio</h1>
        <Notices notices={notices} />
        <form method="post" action={`${STUDIO_BASE}/sign-in`}>
          <label htmlFor="email">E-mail</label>
          <input id="email" name="email" type="email" autoComplete="username" required defaultValue={email} />
          <label htmlFor="password">Password</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
          <div className="actions">
            <button>Sign in</button>
          </div>
        </form>
        <p className="muted">No password yet, or forgot it? Ask an admin for a sign-in link.</p>
      </div>
    </Screen>
  );
}

/** The page of a one-time sign-in link: the person chooses a password. */
export function ChoosePassword({ token, name, notices = [] }: { token: string; name: string; notices?: Notice[] }) {
  return (
    <Screen title="Choose a password">
      <div className="card narrow">
        <h1>Welcome, {name}</h1>
        <p>Choose the password you will sign in with (at least 12 characters; a sentence is easy to remember).</p>
        <Notices notices={notices} />
        <form method="post" action={`${STUDIO_BASE}/welcome/${token}`}>
          <label htmlFor="password">New password</label>
          <input id="password" name="password" type="password" autoComplete="new-password" minLength={12} required />
          <div className="actions">
            <button>Save the password and sign in</button>
          </div>
        </form>
      </div>
    </Screen>
  );
}

export function Message({ title, text, kind = 'error' }: { title: string; text: string; kind?: Notice['kind'] }) {
  return (
    <Screen title={title}>
      <div className="card narrow">
        <h1>{title}</h1>
        <Notices notices={[{ kind, text }]} />
        <p>
          <a href={STUDIO_BASE}>Go to the studio</a>
        </p>
      </div>
    </Screen>
  );
}
