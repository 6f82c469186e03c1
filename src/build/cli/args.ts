import { parseArgs, type ParseArgsConfig } from 'node:util';
import { suggest } from '../diagnostics/suggest.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The exit code of every command for a mistake in how it is called (an unknown option, a missing argument). */
export const USAGE_ERROR = 2;

export interface CliSpec<O extends Options> {
  /** The npm script, as the user types it: `validate`, `new-page`. */
  script: string;
  /** How to use it, printed after a mistake and for --help. */
  usage: string;
  options: O;
  /** Whether plain arguments (not options) are taken. */
  positionals?: boolean;
  /** The message for an option given without its value, by option name. */
  missingValue?: Partial<Record<keyof O & string, string>>;
}

export type Parsed<O extends Options> = ReturnType<typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>>;

/**
 * The arguments of a CLI, read strictly with node:util parseArgs. A mistake (an unknown option, an
 * option without its value, an argument where none is taken) gives `{ error }`: the message to
 * print, saying what to run instead (the command with the closest option, or the usage).
 */
export function parseCli<O extends Options>(argv: string[], spec: CliSpec<O>): Parsed<O> | { error: string } {
  const unknown = unknownOption(argv, spec.options);
  if (unknown !== undefined) return { error: unknownOptionMessage(argv, spec, unknown) };
  try {
    return parseArgs({ args: argv, options: spec.options, allowPositionals: spec.positionals ?? false, strict: true }) as Parsed<O>;
  } catch (error) {
    return { error: `${mistake(error as NodeJS.ErrnoException, spec)}\n${spec.usage}` };
  }
}

/** The first option in `argv` that `options` does not know, as typed (`--jsn`, `-x`). */
function unknownOption(argv: string[], options: Options): string | undefined {
  const { tokens } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  const token = tokens.find((t) => t.kind === 'option' && !Object.hasOwn(options, t.name));
  return token?.kind === 'option' ? token.rawName : undefined;
}

function unknownOptionMessage<O extends Options>(argv: string[], spec: CliSpec<O>, typed: string): string {
  const names = Object.keys(spec.options).map((name) => `--${name}`);
  const close = suggest(typed, names);
  if (close === undefined) return `unknown option ${typed} (it takes ${names.join(', ')}).\n${spec.usage}`;
  const fixed = argv.map((arg) => (arg === typed ? close : arg.startsWith(`${typed}=`) ? `${close}${arg.slice(typed.length)}` : arg));
  return `unknown option ${typed}. Did you mean ${close}? Run instead: npm run ${spec.script} -- ${fixed.join(' ')}`;
}

function mistake<O extends Options>(error: NodeJS.ErrnoException, spec: CliSpec<O>): string {
  const quoted = /'([^']*)'/.exec(error.message)?.[1] ?? '';
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const name = Object.keys(spec.options).find((option) => quoted === `--${option}` || quoted.startsWith(`--${option} `));
    const custom = name === undefined ? undefined : spec.missingValue?.[name as keyof O & string];
    if (custom) return custom;
  }
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `"${quoted}" is not an option: npm run ${spec.script} takes only options.`;
  return error.message;
}
