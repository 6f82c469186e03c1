import { useEffect, useState } from 'react';
import { api } from '../api/client';
import type { DataSummary, SchemaBundle } from '../api/types';
import { schemaOfFile } from '../data/DataEditor';
import { atBase } from '../base-url';
import { fileEditorUrl } from '../editor-routes';
import { helpText } from '../form/words';
import { helpStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';

/** The site settings and each shared file (machine models, quotes, choices, kinds of request), by their names in words, with their health. */
export function SiteFiles() {
  const [files, setFiles] = useState<DataSummary[]>([]);
  const [bundle, setBundle] = useState<SchemaBundle | null>(null);
  useEffect(() => {
    api.files().then(setFiles, () => {});
    api.schema().then(setBundle, () => {});
  }, []);
  if (!bundle || !files.length) return null;
  return (
    <section aria-labelledby="site-files" css={{ marginTop: tokens.space.xl }}>
      <h2 id="site-files" css={{ fontSize: tokens.font.size.lg }}>
        Settings and shared content
      </h2>
      <ul
        css={{
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gap: tokens.space.md,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        }}
      >
        {files.map((file) => {
          const schema = schemaOfFile(bundle, file.name);
          const health = file.errors
            ? `${file.errors} error${file.errors === 1 ? '' : 's'}`
            : file.warnings
              ? `${file.warnings} warning${file.warnings === 1 ? '' : 's'}`
              : 'Valid';
          return (
            <li
              key={file.name}
              css={{
                background: tokens.color.surface,
                border: `1px solid ${tokens.color.border}`,
                borderRadius: tokens.radius.md,
                padding: tokens.space.md,
              }}
            >
              <a href={atBase(fileEditorUrl(file.name))} css={{ fontWeight: 700 }}>
                {schema?.['x-ui']?.label ?? file.name}
              </a>
              <p css={{ ...helpStyle, margin: `${tokens.space.xs} 0` }}>{schema ? helpText(schema) : ''}</p>
              <p
                css={{
                  margin: 0,
                  fontWeight: 600,
                  color: file.errors ? tokens.color.danger : file.warnings ? tokens.color.warning : tokens.color.success,
                }}
              >
                {health}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
