import { routeHandlers } from '../http/contract-routes.js';
import { IncidentController, ProcessInstanceIncidentController } from './incident.controller.js';

export const INCIDENT_ROUTES = routeHandlers(IncidentController, {
  searchIncidents: (incidents, { body }) => incidents.search(body),
  searchElementInstanceIncidents: (incidents, { params, body }) => incidents.searchOfElementInstance(params.elementInstanceKey, body),
  getIncident: (incidents, { params }) => incidents.get(params.incidentKey),
  resolveIncident: (incidents, { params, body, context }) => incidents.resolve(params.incidentKey, body, context),
});

export const PROCESS_INSTANCE_INCIDENT_ROUTES = routeHandlers(ProcessInstanceIncidentController, {
  searchProcessInstanceIncidents: (incidents, { params, body }) => incidents.search(params.processInstanceKey, body),
});
