import { useTheme, type CSSObject } from '@emotion/react';
import type { Image } from '../generated/content-types';
import { Picture } from './Picture';
import { pictureSizes } from './picture-sizes';

export interface MediaPanelProps {
  image: Image;
  /** The panel's background behind the picture. */
  background: string;
  /** How the picture fits the panel: its height or its greatest height. */
  imageCss: CSSObject;
  /** Shown on wide screens only (beside the text), not under it on phones. */
  wideOnly?: boolean;
  /** Styles added on top, e.g. a shadow or its place in the row. */
  panelCss?: CSSObject;
}

/** The picture panel beside a section's text: the picture centred on a rounded background of its own. */
export function MediaPanel({ image, background, imageCss, wideOnly = false, panelCss }: MediaPanelProps) {
  const theme = useTheme();
  return (
    <div
      css={{
        ...(wideOnly ? { display: 'none', [theme.mq.lg]: { display: 'grid' } } : { display: 'grid' }),
        placeItems: 'center',
        padding: theme.space(8),
        borderRadius: theme.radii.xl,
        background,
        ...panelCss,
      }}
    >
      <Picture image={image} sizes={pictureSizes.half} css={imageCss} />
    </div>
  );
}
