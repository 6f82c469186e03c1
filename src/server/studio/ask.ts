import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReactElement } from 'react';
import type { Session } from '../shared/sessions.ts';
import { sendHtml, type Reach } from '../shared/http.ts';
import { screenHtml } from '../../editor/studio/render-screen.ts';
import type { Viewer } from '../../editor/studio/Screen.tsx';
import type { Studio } from './context.ts';
import type { DraftServers } from './draft-servers.ts';
import type { Views } from './views.ts';

/** One request as the studio's routes see it. */
export interface Ask {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path below /__studio, split at slashes: /drafts/spring → ['drafts', 'spring']. */
  parts: string[];
  studio: Studio;
  reach: Reach;
  session: Session | undefined;
  views: Views;
  drafts: DraftServers;
  /** The editor API of each draft, made once. */
  editorApis: Map<string, (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void>;
  /** The loader's errors of each commit of a draft that was checked, by commit. */
  checks: Map<string, string[]>;
  /** The address people open, for the links the studio makes: http(s)://host. */
  origin: string;
}

export const viewerOf = (session: Session): Viewer => ({
  name: session.account.name,
  email: session.account.email,
  role: session.account.role,
  csrf: session.csrf,
});

export function sendScreen(ask: Ask, status: number, element: ReactElement): void {
  sendHtml(ask.res, status, screenHtml(element));
}
