/**
 * Routes the engine serves beside the API, outside the route table: the home page, which links the API document,
 * the realm and the apps and holds no data of any tenant. They need no token; every other route is in the table.
 */
const PUBLIC_PAGES: ReadonlySet<string> = new Set(['GET /', 'HEAD /']);

export const isPublicPage = (method: string, template: string): boolean => PUBLIC_PAGES.has(`${method} ${template}`);
