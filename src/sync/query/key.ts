// A query's identity: the endpoint's name and its parameters, in a form that does not depend on key order.

/** JSON with object keys sorted at every depth; undefined members are left out (as JSON.stringify does). */
export function stableJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stableJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

export function queryKey(endpoint: string, params: unknown): string {
  return `${endpoint} ${stableJson(params)}`;
}
