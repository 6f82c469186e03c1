import { createElement } from 'react';
import { accountByEmail, choosePassword, linkAccount } from '../shared/accounts.ts';
import { clearCookie, sessionCookieName, setSessionCookie, allowChange } from '../shared/guard.ts';
import { clientAddress, foreignRequest, HttpError, readBody, redirect } from '../shared/http.ts';
import { checkPassword, decoyHash } from '../shared/passwords.ts';
import { endAllSessions, endSession, startSession } from '../shared/sessions.ts';
import { LOCK_AFTER, signInSucceeded, takeSignInAttempt, waitBeforeSignIn } from '../shared/throttle.ts';
import { ChoosePassword, Message, SignIn } from '../../editor/studio/SignIn.tsx';
import { STUDIO_BASE } from '../../editor/studio/studio-routes.ts';
import { sendScreen, type Ask } from './ask.ts';

/** The one answer to a wrong password and to an e-mail without an account. */
export const WRONG_SIGN_IN = 'The e-mail or the password is wrong.';

/** The one answer while sign-ins are slowed or locked, whoever the e-mail belongs to. */
export function tooManyWords(waitMs: number): string {
  const minutes = Math.ceil(waitMs / 60_000);
  const when = waitMs < 60_000 ? `${Math.ceil(waitMs / 1000)} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed sign-ins for this e-mail or from this address. Try again in ${when}; after ${LOCK_AFTER} failures in a row sign-in is locked for 15 minutes.`;
}

async function signIn(ask: Ask): Promise<void> {
  const foreign = foreignRequest(ask.req, ask.reach);
  if (foreign) throw new HttpError(403, foreign);
  const body = await readBody(ask.req);
  const email = String(body.email ?? '')
    .trim()
    .toLowerCase();
  const password = String(body.password ?? '');
  const address = clientAddress(ask.req, ask.reach);
  const { store } = ask.studio;
  const wait = takeSignInAttempt(store, email, address);
  if (wait > 0) {
    ask.studio.log(`sign-in refused (too many failures) from ${address}`);
    return sendScreen(
      ask,
      429,
      createElement(SignIn, { email, notices: [{ kind: 'error', text: tooManyWords(waitBeforeSignIn(store, email, address)) }] }),
    );
  }
  const account = accountByEmail(store, email);
  // The same work for an unknown e-mail: a hash is checked either way.
  const ok = account?.hash ? await checkPassword(password, account.hash) : (await checkPassword(password, await decoyHash()), false);
  if (!ok || !account) {
    ask.studio.log(`sign-in failed from ${address}`);
    return sendScreen(ask, 401, createElement(SignIn, { email, notices: [{ kind: 'error', text: WRONG_SIGN_IN }] }));
  }
  signInSucceeded(store, email, address);
  setSessionCookie(ask.req, ask.res, ask.reach, startSession(store, account.id));
  ask.studio.log(`${account.email} signed in`);
  redirect(ask.res, STUDIO_BASE);
}

async function welcome(ask: Ask, token: string): Promise<void> {
  const { store } = ask.studio;
  if (ask.req.method === 'GET') {
    const account = linkAccount(store, token);
    if (!account)
      return sendScreen(
        ask,
        410,
        createElement(Message, {
          title: 'This link no longer works',
          text: 'This sign-in link has expired or was already used: ask an admin for a new one.',
        }),
      );
    return sendScreen(ask, 200, createElement(ChoosePassword, { token, name: account.name }));
  }
  const foreign = foreignRequest(ask.req, ask.reach);
  if (foreign) throw new HttpError(403, foreign);
  const body = await readBody(ask.req);
  const result = await choosePassword(store, token, String(body.password ?? ''));
  if (typeof result === 'string') {
    const account = linkAccount(store, token);
    if (!account) return sendScreen(ask, 410, createElement(Message, { title: 'This link no longer works', text: result }));
    return sendScreen(ask, 400, createElement(ChoosePassword, { token, name: account.name, notices: [{ kind: 'error', text: result }] }));
  }
  setSessionCookie(ask.req, ask.res, ask.reach, startSession(store, result.id));
  ask.studio.log(`${result.email} chose a password`);
  redirect(ask.res, STUDIO_BASE);
}

async function signOut(ask: Ask, everywhere: boolean): Promise<void> {
  const session = allowChange(ask.req, ask.reach, ask.session, await readBody(ask.req));
  if (everywhere) endAllSessions(ask.studio.store, session.account.id);
  else endSession(ask.studio.store, session.digest);
  clearCookie(ask.req, ask.res, ask.reach, sessionCookieName(ask.req, ask.reach));
  redirect(ask.res, `${STUDIO_BASE}/sign-in`);
}

/** The routes anyone may reach: sign in, a sign-in link, sign out. Whether one answered. */
export async function authRoutes(ask: Ask): Promise<boolean> {
  const [first, second] = ask.parts;
  const method = ask.req.method;
  if (first === 'sign-in' && ask.parts.length === 1) {
    if (method === 'GET') sendScreen(ask, 200, createElement(SignIn, {}));
    else if (method === 'POST') await signIn(ask);
    else throw new HttpError(405, 'GET or POST');
    return true;
  }
  if (first === 'welcome' && second && ask.parts.length === 2 && (method === 'GET' || method === 'POST')) {
    await welcome(ask, second);
    return true;
  }
  if ((first === 'sign-out' || first === 'sign-out-everywhere') && ask.parts.length === 1 && method === 'POST') {
    await signOut(ask, first === 'sign-out-everywhere');
    return true;
  }
  return false;
}
