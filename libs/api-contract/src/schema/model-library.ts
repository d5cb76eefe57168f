/** Baton's own modeling endpoints: the dry-run deploy that validates models, and the per-tenant model library. */
import { Type, type Static } from 'typebox';
import { LongKey, TenantId } from './primitives.js';

/** Resources as a deployment takes them, but as JSON text: the modeler validates what it would deploy. */
export const DeploymentValidationRequest = Type.Object(
  {
    resources: Type.Array(
      Type.Object(
        {
          name: Type.String({ minLength: 1, description: 'File name incl. extension (`order.bpmn`, `invoice.form`).' }),
          content: Type.String({ description: 'The file as text: BPMN XML or a form-js schema.' }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
);
export type DeploymentValidationRequest = Static<typeof DeploymentValidationRequest>;

export const DeploymentValidationProblem = Type.Object(
  {
    resourceName: Type.Union([Type.String(), Type.Null()], { description: 'The resource at fault; null for a problem of the whole deployment.' }),
    elementId: Type.Union([Type.String(), Type.Null()], { description: 'The BPMN element at fault, when the problem has one.' }),
    elementType: Type.Union([Type.String(), Type.Null()]),
    line: Type.Union([Type.Integer(), Type.Null()]),
    message: Type.String(),
  },
  { additionalProperties: false },
);
export type DeploymentValidationProblem = Static<typeof DeploymentValidationProblem>;

export const DeploymentValidationResult = Type.Object(
  {
    valid: Type.Boolean({ description: 'Whether `POST /v2/deployments` would accept these resources.' }),
    problems: Type.Array(DeploymentValidationProblem),
    warnings: Type.Array(DeploymentValidationProblem, {
      description: "What the engine would ignore in a model it deploys (leftover Camunda 7 attributes): the deployment answer's `batonWarnings`.",
    }),
  },
  { additionalProperties: false },
);
export type DeploymentValidationResult = Static<typeof DeploymentValidationResult>;

/** A user-task form kept with a model and deployed with it. */
export const ModelForm = Type.Object(
  {
    name: Type.String({ minLength: 1, pattern: '\\.form$', description: 'Resource name of the form, ending in `.form`.' }),
    content: Type.String({ description: 'The form-js schema as JSON text.' }),
  },
  { additionalProperties: false },
);
export type ModelForm = Static<typeof ModelForm>;

const ModelName = Type.String({ minLength: 1, maxLength: 200 });

export const ModelCreationRequest = Type.Object(
  { name: ModelName, xml: Type.String({ minLength: 1 }), forms: Type.Optional(Type.Array(ModelForm)), tenantId: Type.Optional(TenantId) },
  { additionalProperties: false },
);
export type ModelCreationRequest = Static<typeof ModelCreationRequest>;

export const ModelRevisionRequest = Type.Object(
  {
    xml: Type.String({ minLength: 1 }),
    name: Type.Optional(ModelName),
    forms: Type.Optional(Type.Array(ModelForm)),
    basedOnRevision: Type.Optional(
      Type.Integer({ minimum: 1, description: 'The revision this one was edited from: when another revision was saved since, 409.' }),
    ),
  },
  { additionalProperties: false },
);
export type ModelRevisionRequest = Static<typeof ModelRevisionRequest>;

export const ModelSummary = Type.Object(
  {
    modelKey: LongKey,
    name: Type.String(),
    tenantId: Type.String(),
    revision: Type.Integer({ minimum: 1 }),
    savedAt: Type.String({ format: 'date-time' }),
    savedBy: Type.String(),
  },
  { additionalProperties: false },
);
export type ModelSummary = Static<typeof ModelSummary>;

export const ModelRevisionResult = Type.Object(
  { ...ModelSummary.properties, xml: Type.String(), forms: Type.Array(ModelForm) },
  { additionalProperties: false },
);
export type ModelRevisionResult = Static<typeof ModelRevisionResult>;

export const ModelList = Type.Object({ items: Type.Array(ModelSummary) }, { additionalProperties: false });
export type ModelList = Static<typeof ModelList>;

export const ModelListQuery = Type.Object({ tenantId: Type.Optional(TenantId) }, { additionalProperties: false });
export type ModelListQuery = Static<typeof ModelListQuery>;

export const ModelRevisionQuery = Type.Object(
  { revision: Type.Optional(Type.Integer({ minimum: 1, description: 'The revision to read; the latest when absent.' })) },
  { additionalProperties: false },
);
export type ModelRevisionQuery = Static<typeof ModelRevisionQuery>;
