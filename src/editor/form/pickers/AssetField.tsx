import type { Op } from '../../api/types';
import { Button } from '../../ui/Button';
import { tokens } from '../../ui/tokens';
import { ImageFieldInfo } from '../../media/ImageFieldInfo';
import { setOp, unsetOp, useForm } from '../context';
import { FieldShell } from '../FieldShell';
import { pathKey } from '../paths';
import type { FieldProps } from '../scalar-props';
import { DraftInput } from './DraftInput';
import { IMAGE_FILE } from './measure-image';
import { pickerRow } from './picker-style';
import { Picker, type PickerKind } from './Picker';

/** Whether a file fits the field's pattern (a video field may take only .mp4 and .webm). */
function accepts(pattern: string | undefined, file: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern, 'u').test(file);
  } catch {
    return true;
  }
}

const thumbnail = { width: '100%', height: '84px', background: tokens.color.sunken } as const;

/** The picker of published files: a picture as a thumbnail, any other file as its ending in capitals. */
const FILES: PickerKind<string> = {
  title: 'Choose a file',
  filterLabel: 'Find a file by name',
  listLabel: 'Published files',
  tileWidth: '9rem',
  nameOf: (file) => file.replace(/^\/assets\//, ''),
  picture: (file) =>
    IMAGE_FILE.test(file) ? (
      <img src={file} alt="" loading="lazy" css={{ ...thumbnail, objectFit: 'contain' }} />
    ) : (
      <span aria-hidden="true" css={{ ...thumbnail, display: 'grid', placeItems: 'center', fontWeight: 700 }}>
        {file.split('.').pop()?.toUpperCase()}
      </span>
    ),
  tileData: (file) => ({ 'data-asset': file }),
};

/**
 * A file of site/assets: typed, chosen from the published files (pictures as thumbnails) or, for
 * the `src` of an image, uploaded by dropping, pasting or choosing a file (with the picture, its
 * size and what a phone downloads shown under it). The loader reads an image's width and height
 * from its file: choosing another picture removes sizes written for the old one, in the same change.
 */
export function AssetField({ schema, path, value, label, required, parent }: FieldProps) {
  const form = useForm();
  const sized = parent?.schema.properties?.width && parent.schema.properties.height && path.at(-1) === 'src';
  const written = (parent?.value ?? {}) as { width?: unknown; height?: unknown };
  const pick = (file: string) => {
    const ops: Op[] = [setOp(path, file)];
    if (sized && parent)
      for (const side of ['width', 'height'] as const) if (written[side] !== undefined) ops.push(unsetOp([...parent.path, side]));
    form.apply(ops, `Chose ${label}`);
  };
  return (
    <>
      <FieldShell label={label} schema={schema} required={required} issues={form.issues.get(pathKey(path)) ?? []}>
        {(control) => (
          <div css={pickerRow}>
            <DraftInput {...control} path={path} value={value} label={label} required={required} placeholder="/assets/…" />
            <Picker
              kind={FILES}
              label={label}
              trigger={(open) => (
                <Button onClick={open} aria-haspopup="dialog" aria-label={`Choose file for ${label}`}>
                  Choose file
                </Button>
              )}
              items={(filter) => form.choices.assets.filter((file) => accepts(schema.pattern, file) && file.toLowerCase().includes(filter))}
              isCurrent={(file) => file === value}
              onPick={pick}
              footer={(shown) => shown === 0 && <p>No published file fits this field. Put the file in site/assets first.</p>}
            />
          </div>
        )}
      </FieldShell>
      {sized && (
        <ImageFieldInfo
          src={typeof value === 'string' ? value : undefined}
          published={typeof value === 'string' && form.choices.assets.includes(value)}
          label={label}
          onUploaded={(uploaded) => pick(uploaded.src)}
        />
      )}
    </>
  );
}
