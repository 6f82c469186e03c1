/** The id of a social network's glyph in the icon sprite (`social-linkedin`). */
export const socialSymbolId = (network: string): string => `social-${network}`;
