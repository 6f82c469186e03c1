import type { IconName } from '../../generated/content-types';

/**
 * The icons components draw themselves, whatever the content says (menus, check marks, the
 * capacity badge…). The sprite (icons/sprite.svg, `npm run gen:icons`) holds these and every icon
 * the content names; tests/unit/schema-registry.test.ts fails when a component draws one not listed.
 */
export const COMPONENT_ICONS = [
  'arrow-left',
  'arrow-right',
  'award',
  'check',
  'chevron-down',
  'clock',
  'download',
  'globe',
  'mail',
  'map-pin',
  'menu',
  'package',
  'phone',
  'play',
  'star',
  'users',
  'x',
] as const satisfies readonly IconName[];
