/** The information section's videos (product-page.md §2): the main video first, the others in catalogue order. */
export function videosMainFirst<T extends { IsMainVideo: boolean }>(videos: readonly T[]): T[] {
  // Array.prototype.sort is stable, so videos of the same kind keep their order.
  return [...videos].sort((a, b) => Number(b.IsMainVideo) - Number(a.IsMainVideo));
}
