import type { ComponentType } from 'react';
import * as lucide from 'lucide-react';

type Drawing = ComponentType<{ size?: number; 'aria-hidden'?: boolean; focusable?: string }>;

/** `arrow-down-0-1` → `ArrowDown01`, the name lucide-react exports the drawing under. */
const exportName = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * An icon as the site draws it. The site's sprite (src/ui/Icon.tsx) holds only the icons the
 * content uses, but content may name any Lucide icon, so the picker draws from lucide-react, the
 * package the sprite is generated from (npm run gen:icons): the same drawing, for every name.
 * This module is for the development editor only; the site never imports lucide-react.
 */
export function IconGlyph({ name, size = 24 }: { name: string; size?: number }) {
  const Drawing = (lucide as unknown as Record<string, Drawing | undefined>)[exportName(name)];
  if (!Drawing) return <span aria-hidden="true" css={{ display: 'inline-block', width: size, height: size }} />;
  return <Drawing size={size} aria-hidden focusable="false" />;
}
