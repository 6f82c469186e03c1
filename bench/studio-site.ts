import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** git with a fixed identity, for the commits that set a site up. */
export const gitAs = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Site Owner',
      GIT_AUTHOR_EMAIL: 'owner@example.com',
      GIT_COMMITTER_NAME: 'Site Owner',
      GIT_COMMITTER_EMAIL: 'owner@example.com',
    },
  });

/**
 * A site as the studio meets it, in `root`: the committed files of `project` (without tests and
 * benchmarks) in a working copy `repo` whose origin is the bare repository `remote.git`, main pushed
 * there; `data` for the studio's own folder. For the studio's tests and its benchmark.
 */
export function studioSiteIn(root: string, project: string): { repo: string; remote: string; data: string } {
  const [repo, remote, data] = ['repo', 'remote.git', 'data'].map((name) => join(root, name)) as [string, string, string];
  mkdirSync(repo);
  gitAs(root, 'init', '--quiet', '--bare', '-b', 'main', remote);
  const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD', '--', '.', ':!tests', ':!bench', ':!.vscode'], {
    cwd: project,
    maxBuffer: 64 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', repo], { input: archive });
  gitAs(repo, 'init', '--quiet', '-b', 'main');
  gitAs(repo, 'add', '--all');
  gitAs(repo, 'commit', '--quiet', '-m', 'The site');
  gitAs(repo, 'remote', 'add', 'origin', remote);
  gitAs(repo, 'push', '--quiet', 'origin', 'main');
  return { repo, remote, data };
}
