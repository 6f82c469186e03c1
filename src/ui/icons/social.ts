import type { Site } from '../../generated/content-types';

/** A social network the footer can link to. */
export type Network = Site['footer']['social'][number]['network'];

/** The id of a social network's glyph in the icon sprite (`social-linkedin`). */
export const socialSymbolId = (network: Network): string => `social-${network}`;
