/** Every item of a cursor-paginated list, reading pages of 100 until the cursor runs out. */
export async function allPages<T>(
  page: (p: { limit: number; cursor?: string }) => Promise<{ data: T[]; next_cursor?: string | null }>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const next = await page({ limit: 100, ...(cursor ? { cursor } : {}) });
    items.push(...next.data);
    cursor = next.next_cursor ?? undefined;
  } while (cursor);
  return items;
}
