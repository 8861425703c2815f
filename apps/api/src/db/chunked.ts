/** Ids per statement: well below the protocol's limit of 65,535 parameters. */
const CHUNK = 1000;

/**
 * Runs `query` over `ids` a thousand at a time and joins the rows. One statement after the
 * other: inside a transaction its single connection takes one query at a time anyway.
 */
export async function inChunks<T>(
  ids: readonly string[],
  query: (chunk: string[]) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...(await query(ids.slice(i, i + CHUNK))));
  return rows;
}
