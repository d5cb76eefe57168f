// The tasklist's first run (`npm run demo`): deploys the models and forms in this folder to a running engine and
// starts a few instances, so that alice (finance) and bob (logistics) find tasks when they log in at /tasklist/.
// Start the engine first (npm start), then, from the repository root:   npm run demo
// BATON_URL names another engine (default http://127.0.0.1:8080). Uses the demo realm's developer dave.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const engine = process.env.BATON_URL ?? 'http://127.0.0.1:8080';
const folder = import.meta.dirname;
const day = 24 * 3600 * 1000;
const inDays = (days) => new Date(Date.now() + days * day).toISOString();

const INVOICES = [
  { supplier: 'Nordwind Office Supplies', invoiceNumber: 'NW-2291', amount: 480.5, description: 'Printer paper and toner', dueDate: inDays(-1) },
  { supplier: 'Helios Cloud GmbH', invoiceNumber: 'HC-10734', amount: 12_900, description: 'Annual hosting contract', dueDate: inDays(2) },
  { supplier: 'Café Central', invoiceNumber: 'CC-77', amount: 86.2, description: 'Team breakfast', dueDate: inDays(6) },
];
const SHIPMENTS = [
  { shipmentId: 'SHP-40211', carrier: 'DHL Freight', express: true, dueDate: inDays(1) },
  { shipmentId: 'SHP-40212', carrier: 'Kuehne + Nagel', express: false, dueDate: inDays(4) },
];

async function token() {
  const body = new URLSearchParams({ grant_type: 'password', client_id: 'baton-cli', username: 'dave', password: 'dave' });
  const response = await fetch(`${engine}/auth/realms/baton/protocol/openid-connect/token`, { method: 'POST', body });
  if (response.status === 404) return undefined; // AUTH=none or another issuer without the demo realm: no token needed
  if (!response.ok) throw new Error(`The demo realm refused dave's token (${response.status}): ${await response.text()}`);
  return (await response.json()).access_token;
}

async function call(path, init, headers) {
  const response = await fetch(`${engine}${path}`, { ...init, headers: { ...headers, ...init.headers } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

try {
  const bearer = await token();
  const headers = bearer ? { authorization: `Bearer ${bearer}` } : {};
  const resources = new FormData();
  for (const file of readdirSync(folder).filter((name) => /\.(bpmn|form)$/.test(name))) {
    resources.append('resources', new Blob([readFileSync(join(folder, file))]), file);
  }
  const deployed = await call('/v2/deployments', { method: 'POST', body: resources }, headers);
  const names = (kind, id) => deployed.deployments.flatMap((d) => (d[kind] ? [d[kind][id]] : [])).join(', ');
  console.log(`Deployed processes ${names('processDefinition', 'processDefinitionId')} and forms ${names('form', 'formId')}`);
  const start = (processDefinitionId, variables) =>
    call(
      '/v2/process-instances',
      { method: 'POST', body: JSON.stringify({ processDefinitionId, variables }), headers: { 'content-type': 'application/json' } },
      headers,
    );
  for (const invoice of INVOICES) await start('invoice-approval', invoice);
  for (const shipment of SHIPMENTS) await start('shipment-check', shipment);
  console.log(`Started ${INVOICES.length} invoice approvals (group finance: alice) and ${SHIPMENTS.length} shipment checks (group logistics: bob).`);
  console.log(`Open ${engine}/tasklist/ and log in as alice/alice or bob/bob.`);
} catch (error) {
  const unreachable = error instanceof TypeError && error.cause?.code === 'ECONNREFUSED';
  console.error(unreachable ? `Cannot reach the engine at ${engine}: start it first (npm start).` : error.message);
  process.exitCode = 1;
}
