import type { JsonPath } from '../../api/types';
import { inputStyle } from '../../ui/recipe';
import { setOp, unsetOp, useForm } from '../context';
import type { ControlProps } from '../FieldShell';
import { pathKey } from '../paths';
import { useDraft } from '../use-draft';

interface Props extends ControlProps {
  path: JsonPath;
  value: unknown;
  label: string;
  required: boolean;
  placeholder?: string;
}

/** The typed form of a picker's value (a URL, a file path): written like any text, after a pause or on leaving it. */
export function DraftInput({ id, describedBy, invalid, path, value, label, required, placeholder }: Props) {
  const form = useForm();
  const commit = (text: string) =>
    form.apply([text.trim() === '' && !required ? unsetOp(path) : setOp(path, text.trim())], `Changed ${label}`);
  const { draft, change, onFocus, onBlur } = useDraft(typeof value === 'string' ? value : '', commit);
  return (
    <input
      id={id}
      type="text"
      value={draft}
      spellCheck={false}
      autoComplete="off"
      placeholder={placeholder}
      onChange={(event) => change(event.target.value)}
      onFocus={onFocus}
      onBlur={onBlur}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      data-path={pathKey(path)}
      css={{ ...inputStyle, flex: 1, minWidth: 0 }}
    />
  );
}
