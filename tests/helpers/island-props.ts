import type { IslandProps } from '../../src/render/island-data';

/** The address of the islands' props file a built page names on its boot script, if it has islands. */
export const islandPropsAddress = (html: string) => /<script data-entry="[^"]*"[^>]* data-island-props="([^"]+)"/.exec(html)?.[1];

/** The props of a built page's islands, in their order, from the file it names (`read` reads a path of the output folder). */
export function builtIslandProps(html: string, read: (file: string) => string): IslandProps[] {
  const address = islandPropsAddress(html);
  return address ? (JSON.parse(read(address)) as IslandProps[]) : [];
}
