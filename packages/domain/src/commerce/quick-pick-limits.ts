/*
 * The quick-pick list's limit, in a file without zod: the quick-pick page shows it, and a page that imports a zod
 * module puts a second copy of its schemas, with their ids, into the server's one schema registry, which breaks
 * the OpenAPI document (Duplicate schema id "Money").
 */

/** Most variants one quick-pick list shows; a category with more is cut there (Truncated). */
export const QUICK_PICK_MAX_PRODUCTS = 300;
