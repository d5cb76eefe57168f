import { routeHandlers } from '../http/contract-routes.js';
import { ProcessDefinitionController } from './process-definition.controller.js';

export const PROCESS_DEFINITION_ROUTES = routeHandlers(ProcessDefinitionController, {
  getProcessDefinition: (definitions, { params }) => definitions.get(params.processDefinitionKey),
  getStartProcessForm: (definitions, { params, reply }) => definitions.form(params.processDefinitionKey, reply),
  getProcessDefinitionXml: (definitions, { params, reply }) => definitions.xml(params.processDefinitionKey, reply),
  searchProcessDefinitions: (definitions, { body }) => definitions.search(body),
});
