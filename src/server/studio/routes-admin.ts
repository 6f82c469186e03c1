import { createElement } from 'react';
import { Accounts } from '../../editor/studio/Accounts.tsx';
import type { Notice } from '../../editor/studio/Screen.tsx';
import { STUDIO_BASE } from '../../editor/studio/studio-routes.ts';
import { AccountError, accountById, addAccount, listAccounts, removeAccount, resetAccount } from '../shared/accounts.ts';
import { allowChange, allowRole } from '../shared/guard.ts';
import { HttpError, readBody } from '../shared/http.ts';
import type { Session } from '../shared/sessions.ts';
import { sendScreen, viewerOf, type Ask } from './ask.ts';

/** The address of a one-time sign-in link. */
export const welcomeUrl = (origin: string, token: string) => `${origin}${STUDIO_BASE}/welcome/${token}`;

function accountsScreen(
  ask: Ask,
  session: Session,
  extra: { notices?: Notice[]; link?: { email: string; url: string } } = {},
  status = 200,
): void {
  sendScreen(ask, status, createElement(Accounts, { viewer: viewerOf(session), accounts: listAccounts(ask.studio.store), ...extra }));
}

/** /__studio/accounts…: admins only, checked on every request. Whether one answered. */
export async function adminRoutes(ask: Ask, session: Session): Promise<boolean> {
  const [first, second, third] = ask.parts;
  if (first !== 'accounts') return false;
  const { store } = ask.studio;
  if (ask.req.method === 'GET' && ask.parts.length === 1) {
    allowRole(session, 'admin');
    accountsScreen(ask, session);
    return true;
  }
  if (ask.req.method !== 'POST') return false;
  const body = await readBody(ask.req);
  allowChange(ask.req, ask.reach, session, body, 'admin');
  if (ask.parts.length === 1) {
    try {
      const { account, token } = addAccount(store, {
        email: String(body.email ?? ''),
        name: String(body.name ?? ''),
        role: String(body.role ?? ''),
      });
      ask.studio.log(`account ${account.email} (${account.role}) added by ${session.account.email}`);
      accountsScreen(ask, session, { link: { email: account.email, url: welcomeUrl(ask.origin, token) } }, 201);
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      accountsScreen(ask, session, { notices: [{ kind: 'error', text: error.message }] }, 400);
    }
    return true;
  }
  const account = accountById(store, Number(second));
  if (!account || ask.parts.length !== 3) throw new HttpError(404, 'there is no such account');
  if (third === 'reset') {
    const token = resetAccount(store, account.id);
    ask.studio.log(`account ${account.email} reset by ${session.account.email}`);
    accountsScreen(ask, session, { link: { email: account.email, url: welcomeUrl(ask.origin, token) } });
    return true;
  }
  if (third === 'remove') {
    if (account.id === session.account.id) throw new HttpError(409, 'you cannot remove your own account');
    removeAccount(store, account.id);
    ask.studio.log(`account ${account.email} removed by ${session.account.email}`);
    accountsScreen(ask, session, { notices: [{ kind: 'ok', text: `${account.email} was removed and signed out everywhere.` }] });
    return true;
  }
  throw new HttpError(404, 'no such action');
}
