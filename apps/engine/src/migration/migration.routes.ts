import { routeHandlers } from '../http/contract-routes.js';
import { ProcessInstanceMigrationController } from './process-instance-migration.controller.js';
import { ProcessInstanceModificationController } from './process-instance-modification.controller.js';

export const MIGRATION_ROUTES = routeHandlers(ProcessInstanceMigrationController, {
  migrateProcessInstancesBatchOperation: (migration, { body }) => migration.migrateMany(body),
  migrateProcessInstance: (migration, { params, body, reply, context }) => migration.migrate(params.processInstanceKey, body, reply, context),
});

export const MODIFICATION_ROUTES = routeHandlers(ProcessInstanceModificationController, {
  modifyProcessInstancesBatchOperation: (modification, { body }) => modification.modifyMany(body),
  modifyProcessInstance: (modification, { params, body, context }) => modification.modify(params.processInstanceKey, body, context),
  createElementInstanceVariables: (modification, { params, body, context }) => modification.setVariables(params.elementInstanceKey, body, context),
  activateAdHocSubProcessActivities: (modification, { params, body, context }) =>
    modification.activateAdHocActivities(params.adHocSubProcessInstanceKey, body, context),
});
