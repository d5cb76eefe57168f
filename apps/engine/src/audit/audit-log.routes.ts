import { routeHandlers } from '../http/contract-routes.js';
import { AuditLogController } from './audit-log.controller.js';

export const AUDIT_LOG_ROUTES = routeHandlers(AuditLogController, {
  searchAuditLogs: (auditLog, { body }) => auditLog.search(body),
  getAuditLog: (auditLog, { params }) => auditLog.get(params.auditLogKey),
  searchUserTaskAuditLogs: (auditLog, { params, body }) => auditLog.searchOfUserTask(params.userTaskKey, body),
});
