/**
 * A declared path (`/api/v1/portal/Projects/:id/Items`) with its parameters filled in, each encoded as one path
 * segment. A parameter the path names but the call lacks is a programming error: it throws rather than call
 * a wrong address.
 */
export function pathOf(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${path} needs the parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
