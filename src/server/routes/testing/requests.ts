/** `/api/{path}?{query}`; list values are joined with commas as the web client sends them. */
export function apiPath(path: string, query: Record<string, string | number | boolean | readonly string[] | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return `/api/${path}${text ? `?${text}` : ''}`;
}
