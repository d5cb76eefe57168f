import { routeHandlers } from '../http/contract-routes.js';
import { DecisionDefinitionController } from './decision-definition.controller.js';
import { DecisionInstanceController } from './decision-instance.controller.js';
import { DecisionRequirementsController } from './decision-requirements.controller.js';
import { DecisionServiceEvaluation } from './decision-service-evaluation.js';

export const DECISION_DEFINITION_ROUTES = routeHandlers(DecisionDefinitionController, {
  evaluateDecision: (decisions, { body }) => decisions.evaluate(body),
  getDecisionDefinition: (decisions, { params }) => decisions.get(params.decisionDefinitionKey),
  getDecisionDefinitionXml: (decisions, { params, reply }) => decisions.xml(params.decisionDefinitionKey, reply),
  searchDecisionDefinitions: (decisions, { body }) => decisions.search(body),
});

export const DECISION_REQUIREMENTS_ROUTES = routeHandlers(DecisionRequirementsController, {
  getDecisionRequirements: (requirements, { params }) => requirements.get(params.decisionRequirementsKey),
  getDecisionRequirementsXml: (requirements, { params, reply }) => requirements.xml(params.decisionRequirementsKey, reply),
  searchDecisionRequirements: (requirements, { body }) => requirements.search(body),
});

export const DECISION_INSTANCE_ROUTES = routeHandlers(DecisionInstanceController, {
  getDecisionInstance: (instances, { params }) => instances.get(params.decisionEvaluationInstanceKey),
  searchDecisionInstances: (instances, { body }) => instances.search(body),
  deleteDecisionInstance: (instances, { params }) => instances.delete(params.decisionEvaluationKey),
  deleteDecisionInstancesBatchOperation: (instances, { body }) => instances.deleteMany(body),
});

export const DECISION_SERVICE_ROUTES = routeHandlers(DecisionServiceEvaluation, {
  evaluateDecisionService: (services, { body }) => services.evaluate(body),
});
