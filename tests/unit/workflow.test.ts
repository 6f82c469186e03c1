/**
 * The shipped GitHub workflow (.github/workflows/site.yml): a pull request touching site/, schema/,
 * the workflow or the npm packages is validated with annotations and a job summary (the command of
 * the README's "Checks in pull requests"), failing on warnings, and built, the built site uploaded; a
 * push to main runs the README's test command.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve('.');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  'runs-on': string;
  container?: string;
  steps: Step[];
}
interface Workflow {
  on: { pull_request?: { paths?: string[] }; push?: { branches?: string[] } };
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = parse(readFileSync(join(ROOT, '.github/workflows/site.yml'), 'utf8')) as Workflow;

/** The command under "Run every test" in README.md: the first line of the sh block that follows it. */
function readmeTestCommand(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const match = /Run every test[^\n]*\n+```sh\n([^\n]+)\n/.exec(readme);
  if (!match) throw new Error('README.md has no "Run every test" command block');
  return match[1]!.trim();
}

/** The validate command of the README's "Checks in pull requests": the first line of its sh block. */
function readmeValidateCommand(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const match = /## Checks in pull requests\n[^#]*?```sh\n([^\n]+)\n/.exec(readme);
  if (!match) throw new Error('README.md has no validate command under "Checks in pull requests"');
  return match[1]!.trim();
}

const runs = (job: Job) => job.steps.filter((s) => s.run !== undefined).map((s) => s.run!.trim());
const uses = (job: Job, action: string) => job.steps.find((s) => s.uses?.split('@')[0] === action);

const jobs = () => Object.values(workflow.jobs);
/** The job of an event: the one whose `if` names it. */
const jobOf = (event: string) => jobs().find((job) => job.if?.includes(`'${event}'`))!;

describe('.github/workflows/site.yml, as the README says', () => {
  it('checks pull requests that change site/, schema/, the workflow or the npm packages ("Checks in pull requests")', () => {
    expect([...(workflow.on.pull_request?.paths ?? [])].sort()).toEqual([
      '.github/workflows/site.yml',
      'package-lock.json',
      'package.json',
      'schema/**',
      'site/**',
    ]);
  });

  it("pull requests: the README's install, its validate command and the build; the built dist/ attached as site-dist", () => {
    const job = jobOf('pull_request');
    const install = readmeTestCommand().split('&&')[0]!.trim();
    expect(runs(job)).toEqual([install, readmeValidateCommand(), 'npm run build']);
    expect(uses(job, 'actions/upload-artifact')!.with).toMatchObject({ name: 'site-dist', path: 'dist/' });
  });

  it('pull requests: $BASE_REF of the validate command is the branch the pull request goes into, with the history --changed compares with', () => {
    const job = jobOf('pull_request');
    const validate = job.steps.find((s) => s.run?.trim() === readmeValidateCommand())!;
    expect(validate.run).toContain('"origin/$BASE_REF"');
    // Through the environment, never pasted into the script.
    expect(validate.env).toEqual({ BASE_REF: '${{ github.base_ref }}' });
    // A shallow clone has no base branch to compare with.
    expect(uses(job, 'actions/checkout')!.with?.['fetch-depth']).toBe(0);
  });

  it("pushes to main: the README's test command, on Debian, where .ci/install-deps installs with apt-get", () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    const job = jobOf('push');
    expect(readmeTestCommand()).toMatch(/\bnpm test\b/);
    expect(runs(job)).toEqual([readmeTestCommand()]);
    expect(readFileSync(join(ROOT, '.ci/install-deps'), 'utf8')).toContain('apt-get install');
    expect(job.container).toMatch(/^node:\d+-(bookworm|bullseye|trixie)/);
  });

  it('pastes no ${{ }} expression into any run: script', () => {
    for (const job of jobs()) for (const step of job.steps) expect(step.run ?? '').not.toContain('${{');
  });
});
