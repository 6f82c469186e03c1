import sprite from './icons/sprite.svg?url';
import { socialSymbolId, type Network } from './icons/social';

/** The glyph of a social network, from the icon sprite; decorative: the link around it carries the name. */
export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
      <use href={`${sprite}#${socialSymbolId(network)}`} />
    </svg>
  );
}
