import type { IconName } from '../../generated/content-types';

/** Icons the site's own chrome uses besides those content can name. */
export type ChromeIconName = 'menu' | 'x' | 'chevron-down' | 'arrow-left';

export type AnyIconName = IconName | ChromeIconName;

/**
 * Each icon name and the Lucide icon drawn for it. The sprite (icons/sprite.svg) is generated from
 * this list by `npm run gen:icons`; a test fails when it is stale.
 */
export const lucideNames: Record<AnyIconName, string> = {
  'trending-up': 'trending-up', wrench: 'wrench', 'credit-card': 'credit-card', layers: 'layers', cpu: 'cpu', shield: 'shield',
  clock: 'clock', wifi: 'wifi', 'bar-chart': 'chart-column', smartphone: 'smartphone', zap: 'zap', thermometer: 'thermometer',
  package: 'package', users: 'users', award: 'award', heart: 'heart', star: 'star', check: 'check', 'map-pin': 'map-pin',
  phone: 'phone', mail: 'mail', truck: 'truck', settings: 'settings', headphones: 'headphones', book: 'book-open',
  monitor: 'monitor', hand: 'hand', 'shopping-bag': 'shopping-bag', 'log-out': 'log-out', 'arrow-right': 'arrow-right',
  play: 'play', building: 'building-2', school: 'school', hospital: 'hospital', dumbbell: 'dumbbell', store: 'store',
  snowflake: 'snowflake', lightbulb: 'lightbulb', target: 'target', calendar: 'calendar', message: 'message-square',
  download: 'download', globe: 'globe', camera: 'camera',
  ticket: 'ticket', video: 'video', coffee: 'coffee', apple: 'apple', 'cup-soda': 'cup-soda', cookie: 'cookie',
  refrigerator: 'refrigerator', handshake: 'handshake', 'graduation-cap': 'graduation-cap', sparkles: 'sparkles',
  scan: 'scan-line', cloud: 'cloud',
  menu: 'menu', x: 'x', 'chevron-down': 'chevron-down', 'arrow-left': 'arrow-left',
};
