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

describe('.github/workflows/site.yml', () => {
  it('runs on pull requests that touch site/, schema/, the workflow or the npm packages, and on pushes to main', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    expect([...(workflow.on.pull_request?.paths ?? [])].sort()).toEqual([
      '.github/workflows/site.yml',
      'package-lock.json',
      'package.json',
      'schema/**',
      'site/**',
    ]);
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('has a pull-request job and a push job', () => {
    expect(Object.keys(workflow.jobs).sort()).toEqual(['test', 'validate']);
    expect(workflow.jobs.validate!.if).toBe("github.event_name == 'pull_request'");
    expect(workflow.jobs.test!.if).toBe("github.event_name == 'push'");
  });

  it('pull requests: checkout, Node 20 with the npm cache, npm ci, validate with annotations, build, upload dist/', () => {
    const job = workflow.jobs.validate!;
    expect(job.steps.map((s) => s.uses?.split('@')[0] ?? 'run')).toEqual([
      'actions/checkout',
      'actions/setup-node',
      'run',
      'run',
      'run',
      'actions/upload-artifact',
    ]);
    // --changed compares with the base branch, which a shallow clone does not have.
    expect(uses(job, 'actions/checkout')!.with?.['fetch-depth']).toBe(0);
    expect(uses(job, 'actions/setup-node')!.with).toMatchObject({ 'node-version': 20, cache: 'npm' });
    const install = readmeTestCommand().split('&&')[0]!.trim();
    expect(runs(job)).toEqual([install, readmeValidateCommand(), 'npm run build']);
    expect(uses(job, 'actions/upload-artifact')!.with).toMatchObject({ path: 'dist/' });
  });

  it('pull requests: validate prints GitHub annotations, puts the changed files first against the base branch and fails on warnings', () => {
    const validate = workflow.jobs.validate!.steps.find((s) => s.run?.startsWith('npm run validate'))!;
    const args = validate.run!.trim().split(/\s+/);
    const option = (name: string) => args[args.indexOf(name) + 1];
    expect(args.slice(0, 4)).toEqual(['npm', 'run', 'validate', '--']);
    expect(option('--format')).toBe('github');
    expect(option('--fail-on')).toBe('warning');
    // The base branch comes through the environment, not pasted into the script.
    expect(option('--changed')).toBe('"origin/$BASE_REF"');
    expect(validate.env).toEqual({ BASE_REF: '${{ github.base_ref }}' });
    expect(validate.run).not.toContain('${{');
  });

  it("pushes to main: the README's test command, on Debian as .ci/install-deps expects", () => {
    const job = workflow.jobs.test!;
    expect(readmeTestCommand()).toMatch(/\bnpm test\b/);
    expect(runs(job)).toEqual([readmeTestCommand()]);
    expect(uses(job, 'actions/checkout')).toBeDefined();
    expect(uses(job, 'actions/setup-node')!.with).toMatchObject({ 'node-version': 20, cache: 'npm' });
    expect(job.container).toMatch(/^node:20-bookworm/);
  });
});
