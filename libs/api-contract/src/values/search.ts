/** Maximum `limit` for limit-only and cursor pagination (offset pagination has no upper bound in the schema). */
export const SEARCH_MAX_LIMIT = 10000;

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
