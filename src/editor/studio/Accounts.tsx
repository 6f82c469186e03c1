import { Notices, PostForm, Screen, type Notice, type Viewer } from './Screen';
import { STUDIO_BASE } from './studio-routes';
import { Table } from './Table';

export interface AccountRow {
  id: number;
  email: string;
  name: string;
  role: string;
  active: boolean;
}

const ROLE_WORDS: Record<string, string> = {
  author: 'Author: edits and proposes',
  publisher: 'Publisher: also reviews, publishes and schedules',
  admin: 'Admin: also manages accounts',
};

/** Accounts, for admins: add one (its one-time sign-in link is shown once), give a new link, remove. */
export function Accounts({
  viewer,
  accounts,
  notices = [],
  link,
}: {
  viewer: Viewer;
  accounts: AccountRow[];
  notices?: Notice[];
  link?: { email: string; url: string };
}) {
  return (
    <Screen title="Accounts" viewer={viewer}>
      <h1>Accounts</h1>
      <Notices notices={notices} />
      {link && (
        <div className="notice ok" role="status">
          Send this one-time sign-in link to {link.email} (it works once, for 72 hours): <a href={link.url}>{link.url}</a>
        </div>
      )}
      <div className="card">
        <h2 className="top0">Add a person</h2>
        <PostForm viewer={viewer} action={`${STUDIO_BASE}/accounts`}>
          <label htmlFor="email">E-mail</label>
          <input id="email" name="email" type="email" required />
          <label htmlFor="name">Name (it signs their changes)</label>
          <input id="name" name="name" required />
          <label htmlFor="role">Role</label>
          <select id="role" name="role" defaultValue="author">
            {Object.entries(ROLE_WORDS).map(([role, words]) => (
              <option key={role} value={role}>
                {words}
              </option>
            ))}
          </select>
          <div className="actions">
            <button>Add and make a sign-in link</button>
          </div>
        </PostForm>
      </div>
      <Table
        rows={accounts}
        rowKey={(account) => account.id}
        columns={[
          {
            name: 'Person',
            cell: (account) => (
              <>
                {account.name} <span className="muted">{account.email}</span>
              </>
            ),
          },
          { name: 'Role', cell: (account) => account.role },
          { name: 'Password', cell: (account) => (account.active ? 'chosen' : 'not yet') },
          {
            name: 'Actions',
            cell: (account) => (
              <>
                <PostForm viewer={viewer} action={`${STUDIO_BASE}/accounts/${account.id}/reset`} className="inline">
                  <button className="quiet">New sign-in link</button>
                </PostForm>{' '}
                {account.email !== viewer.email && (
                  <PostForm viewer={viewer} action={`${STUDIO_BASE}/accounts/${account.id}/remove`} className="inline">
                    <button className="danger">Remove</button>
                  </PostForm>
                )}
              </>
            ),
          },
        ]}
      />
    </Screen>
  );
}
