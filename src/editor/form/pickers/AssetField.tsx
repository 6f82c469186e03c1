import { useState } from 'react';
import type { Op } from '../../api/types';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { tokens } from '../../ui/tokens';
import { setOp, useForm } from '../context';
import { FieldShell } from '../FieldShell';
import { pathKey } from '../paths';
import type { FieldProps } from '../scalar-props';
import { DraftInput } from './DraftInput';
import { FilterBox } from './FilterBox';
import { IMAGE_FILE, measureImage } from './measure-image';
import { gridStyle, pickerRow, tileStyle } from './picker-style';

/** Whether a file fits the field's pattern (a video field may take only .mp4 and .webm). */
function accepts(pattern: string | undefined, file: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern, 'u').test(file);
  } catch {
    return true;
  }
}

/**
 * A file of site/assets: typed, or chosen from the published files (pictures as thumbnails). A
 * picture chosen for the `src` of an image also sets its `width` and `height` from the file, in the
 * same change.
 */
export function AssetField({ schema, path, value, label, required, parent }: FieldProps) {
  const form = useForm();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const files = form.choices.assets.filter(
    (file) => accepts(schema.pattern, file) && file.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const sized = parent?.schema.properties?.width && parent.schema.properties.height && path.at(-1) === 'src';
  const pick = async (file: string) => {
    setOpen(false);
    const ops: Op[] = [setOp(path, file)];
    const size = sized ? await measureImage(file) : undefined;
    if (size && parent) ops.push(setOp([...parent.path, 'width'], size.width), setOp([...parent.path, 'height'], size.height));
    form.apply(ops, `Chose ${label}`);
  };
  return (
    <FieldShell label={label} schema={schema} required={required} issues={form.issues.get(pathKey(path)) ?? []}>
      {(control) => (
        <div css={pickerRow}>
          <DraftInput {...control} path={path} value={value} label={label} required={required} placeholder="/assets/…" />
          <Button onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={`Choose a file for ${label}`}>
            Choose file
          </Button>
          <Dialog open={open} title={`Choose a file: ${label}`} onClose={() => setOpen(false)} wide>
            <FilterBox label="Find a file by name" value={filter} onChange={setFilter} />
            <ul css={gridStyle('9rem')} aria-label="Published files">
              {files.map((file) => (
                <li key={file}>
                  <button type="button" aria-pressed={file === value} onClick={() => void pick(file)} css={tileStyle} data-asset={file}>
                    {IMAGE_FILE.test(file) ? (
                      <img
                        src={file}
                        alt=""
                        loading="lazy"
                        css={{ width: '100%', height: '84px', objectFit: 'contain', background: tokens.color.sunken }}
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        css={{
                          display: 'grid',
                          placeItems: 'center',
                          width: '100%',
                          height: '84px',
                          background: tokens.color.sunken,
                          fontWeight: 700,
                        }}
                      >
                        {file.split('.').pop()?.toUpperCase()}
                      </span>
                    )}
                    {file.replace(/^\/assets\//, '')}
                  </button>
                </li>
              ))}
            </ul>
            {files.length === 0 && <p>No published file fits this field. Put the file in site/assets first.</p>}
          </Dialog>
        </div>
      )}
    </FieldShell>
  );
}
