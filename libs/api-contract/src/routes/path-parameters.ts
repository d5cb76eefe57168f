import type { TSchema } from 'typebox';
import { ClusterVariableName } from '../schema/cluster-variable-schemas.js';
import { DecisionEvaluationInstanceKey } from '../schema/decision-schemas.js';
import { DocumentId, DocumentLinkToken } from '../schema/document-schemas.js';
import { LongKey } from '../schema/primitives.js';
import { IdentityId } from '../schema/realm-identity-schemas.js';

/** Path parameters that are not plain keys: a decision instance's key is its evaluation's key and its index; identities are named. */
const NOT_PLAIN_KEYS: Readonly<Record<string, TSchema>> = {
  decisionEvaluationInstanceKey: DecisionEvaluationInstanceKey,
  username: IdentityId,
  groupId: IdentityId,
  roleId: IdentityId,
  tenantId: IdentityId,
  mappingRuleId: IdentityId,
  clientId: IdentityId,
  /** A global task listener's id. */
  id: IdentityId,
  /** A cluster variable's name. */
  name: ClusterVariableName,
  documentId: DocumentId,
  documentLinkToken: DocumentLinkToken,
};

/** The schema of a path parameter: a key, unless it is one of the few that are not. */
export function pathParameterSchema(name: string): TSchema {
  return NOT_PLAIN_KEYS[name] ?? LongKey;
}
