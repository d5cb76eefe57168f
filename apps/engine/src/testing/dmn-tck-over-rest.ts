import type { DecisionServiceEvaluationResult, DeploymentResult, EvaluateDecisionResult } from '@baton/api-contract';
import { describeTckValue, describeValue, matchesTckValue, type TckFolder, type TckTestCase, type TckValue } from '@baton/feel/tck-kit';
import type { JsonValue } from '@baton/feel';
import { parseJson } from '../json/json-codec.js';

const NUMERIC = new Set(['decimal', 'double', 'float', 'integer', 'int', 'long', 'short']);
const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * A TCK input as the JSON text a client sends: a number keeps its decimal digits as written (JSON.stringify would
 * round them to a double first), a date, time or duration is its ISO text (as JSON holds one), a context an object.
 */
export function tckInputJson(value: TckValue): string {
  switch (value.kind) {
    case 'nil':
      return 'null';
    case 'list':
      return `[${value.items.map(tckInputJson).join(',')}]`;
    case 'context':
      return `{${value.entries.map(([name, entry]) => `${JSON.stringify(name)}:${tckInputJson(entry)}`).join(',')}}`;
    case 'simple': {
      const text = value.text.trim();
      const number = jsonNumberText(text);
      if (value.type !== null && NUMERIC.has(value.type) && JSON_NUMBER.test(number)) return number;
      if (value.type === 'boolean' && (text === 'true' || text === 'false')) return text;
      return JSON.stringify(value.type === 'string' || value.type === null ? value.text : text);
    }
  }
}

/** A decimal as JSON writes it: `01.3` as `1.3`, `+5` as `5`, `.5` as `0.5` (digits kept, none rounded). */
function jsonNumberText(text: string): string {
  return text
    .replace(/^\+/, '')
    .replace(/^(-?)0+(?=\d)/, '$1')
    .replace(/^(-?)\./, '$10.');
}

/** A decision service as the REST endpoint names it: its graph's key and its id. */
interface DeployedService {
  requirementsKey: string;
  serviceId: string;
}

/**
 * A folder's decisions by the names and ids a test case uses, each the key it was deployed with, and the decision
 * services of the test's own model by name and id; or why the folder was refused.
 */
export type DeployedFolder = { ok: true; keys: ReadonlyMap<string, string>; services: ReadonlyMap<string, DeployedService> } | { ok: false; refusal: string };

const DECISION_SERVICE = /<(?:[\w-]+:)?decisionService\b([^>]*)>/g;
const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

/** The decision services a model declares, by name and by id (a test case names one by name). */
function servicesOf(xml: string, requirementsKey: string): Map<string, DeployedService> {
  const services = new Map<string, DeployedService>();
  for (const [, attributes = ''] of xml.matchAll(DECISION_SERVICE)) {
    const serviceId = attribute(attributes, 'id');
    if (serviceId === undefined) continue;
    services.set(serviceId, { requirementsKey, serviceId });
    const name = attribute(attributes, 'name');
    if (name !== undefined) services.set(name, { requirementsKey, serviceId });
  }
  return services;
}

/**
 * Runs the DMN TCK against a running engine as a client would: each folder's models deployed together with
 * `POST /v2/deployments`, each test case's decisions evaluated with `POST /v2/decision-definitions/evaluation` (a
 * decision service's with Baton's `POST /baton/v1/decision-services/evaluation`), their JSON outputs compared as the
 * TCK compares.
 */
export class TckOverRest {
  constructor(private readonly baseUrl: string) {}

  /** Deploys a folder's models in one deployment; the test's own model's decisions win over an imported one's of the same name. */
  async deploy(folder: TckFolder<string>, modelName: string): Promise<DeployedFolder> {
    const form = new FormData();
    for (const [file, xml] of folder.models) form.append('resources', new Blob([xml], { type: 'application/xml' }), file);
    const response = await fetch(`${this.baseUrl}/v2/deployments`, { method: 'POST', body: form });
    const body = (await response.json()) as DeploymentResult & { detail?: string };
    if (response.status !== 200) return { ok: false, refusal: `deploy refused (${response.status}): ${(body.detail ?? '').slice(0, 200)}` };
    const ownGraphs = new Set(
      body.deployments.flatMap((item) => (item.decisionRequirements?.resourceName === modelName ? [item.decisionRequirements.decisionRequirementsKey] : [])),
    );
    const decisions = body.deployments.flatMap((item) => (item.decisionDefinition ? [item.decisionDefinition] : []));
    const keys = new Map<string, string>();
    for (const own of [false, true]) {
      for (const decision of decisions.filter((candidate) => ownGraphs.has(candidate.decisionRequirementsKey) === own)) {
        keys.set(decision.name, decision.decisionDefinitionKey);
        keys.set(decision.decisionDefinitionId, decision.decisionDefinitionKey);
      }
    }
    const [ownKey] = ownGraphs;
    const ownXml = folder.models.get(modelName);
    return { ok: true, keys, services: ownKey === undefined || ownXml === undefined ? new Map() : servicesOf(ownXml, ownKey) };
  }

  /** Null when every expected result of the case matches, else what went wrong, per decision. */
  async run(deployed: Extract<DeployedFolder, { ok: true }>, testCase: TckTestCase): Promise<string | null> {
    const variables = `{${testCase.inputs.map(([name, value]) => `${JSON.stringify(name)}:${tckInputJson(value)}`).join(',')}}`;
    if (testCase.type === 'decisionService') return this.runService(deployed.services.get(testCase.invocableName ?? ''), variables, testCase);
    const { keys } = deployed;
    const failures: string[] = [];
    for (const result of testCase.results) {
      const key = keys.get(result.decision);
      if (key === undefined) {
        failures.push(`${result.decision}: no such decision was deployed`);
        continue;
      }
      const failure = await this.evaluate(key, variables, result);
      if (failure !== null) failures.push(`${result.decision}: ${failure}`);
    }
    return failures.length === 0 ? null : failures.join('; ');
  }

  /** A decision service's case: the service evaluated once, each expected result its output decision's value. */
  private async runService(service: DeployedService | undefined, variables: string, testCase: TckTestCase): Promise<string | null> {
    if (service === undefined) return `decision service '${testCase.invocableName}': no such service in the model`;
    const response = await fetch(`${this.baseUrl}/baton/v1/decision-services/evaluation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"decisionRequirementsKey":${JSON.stringify(service.requirementsKey)},"decisionServiceId":${JSON.stringify(service.serviceId)},"variables":${variables}}`,
    });
    const text = await response.text();
    if (response.status !== 200) return `decision service answered ${response.status}: ${text.slice(0, 200)}`;
    const answer = parseJson(text) as DecisionServiceEvaluationResult;
    const output = parseJson(answer.output) as JsonValue;
    const failures: string[] = [];
    for (const result of testCase.results) {
      // As the library's TCK run reads it: a decision's entry when the result is a context of the service's outputs.
      const actual = isJsonObject(output) && Object.hasOwn(output, result.decision) ? (output[result.decision] ?? null) : output;
      const failure = compared(answer.failureMessage, actual, result);
      if (failure !== null) failures.push(`${result.decision}: ${failure}`);
    }
    return failures.length === 0 ? null : failures.join('; ');
  }

  private async evaluate(key: string, variables: string, result: TckTestCase['results'][number]): Promise<string | null> {
    const response = await fetch(`${this.baseUrl}/v2/decision-definitions/evaluation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"decisionDefinitionKey":${JSON.stringify(key)},"variables":${variables}}`,
    });
    const text = await response.text();
    if (response.status !== 200) return `answered ${response.status}: ${text.slice(0, 200)}`;
    const answer = parseJson(text) as EvaluateDecisionResult;
    return compared(answer.failureMessage, parseJson(answer.output) as JsonValue, result);
  }
}

const isJsonObject = (value: JsonValue): value is { [name: string]: JsonValue } => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An evaluation's answer against a TCK result, as the TCK compares: null when it matches, else how it differs. */
function compared(failureMessage: string | null, actual: JsonValue, result: TckTestCase['results'][number]): string | null {
  if (failureMessage) return result.errorResult ? null : `failed: ${failureMessage.slice(0, 200)}`;
  if (result.errorResult) return actual === null ? null : `returned ${describeValue(actual).slice(0, 120)} instead of an error`;
  if (matchesTckValue(actual, result.expected)) return null;
  return `returned ${describeValue(actual).slice(0, 120)} instead of ${describeTckValue(result.expected).slice(0, 120)}`;
}
