import { Injectable } from '@nestjs/common';
import type { UserTaskAssignmentRequest, UserTaskCompletionRequest, UserTaskUpdateRequest } from '@baton/api-contract';
import type { RuntimeCommand } from '@baton/runtime';
import type { AuditLogOperationTypeEnum } from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import { type Caller, currentCaller, isAdmin, mayActOnTask, type TaskParticipants } from '../auth/caller.js';
import { holdsPermission, UPDATE_USER_TASKS } from '../auth/camunda-authorizations.js';
import { PendingUploads, referencedDocumentIds } from '../documents/pending-uploads.js';
import { PgPool } from '../database/pg-pool.js';
import { ApiProblem, conflict, notFound } from '../http/problem-detail.js';
import { NotFound } from '../runtime/command-errors.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import type { CommandContext } from '../runtime/command-context.js';
import { TaskListenerOutcome } from './task-listener-outcome.js';
import { expectedRevision } from './task-revision.js';
import { readAssignment, readCompletion, readUpdate } from './user-task-requests.js';
import { partitionSql } from '../runtime/partition.js';

const missingMessage = (userTaskKey: string, action: string) => `Expected to ${action} user task with key '${userTaskKey}', but no such user task was found`;
const missing = (userTaskKey: string, action: string) => notFound(missingMessage(userTaskKey, action));

interface TaskRow {
  assignee: string | null;
  candidate_users: string[];
  candidate_groups: string[];
  revision: number;
}

/**
 * Who may decide, checked when the decision is made: a candidate (by user or group) or the assignee may claim a
 * task; completing, updating or unassigning it is for its assignee, or for a candidate while nobody holds it.
 */
function mayDecide(caller: Caller, task: TaskParticipants, action: string): boolean {
  if (!mayActOnTask(caller, task)) return false;
  return action === 'assign' || task.assignee === null || task.assignee === caller.id;
}

const OPERATIONS: Record<string, AuditLogOperationTypeEnum> = { complete: 'COMPLETE', assign: 'ASSIGN', unassign: 'UNASSIGN', update: 'UPDATE' };

/** What people do with a user task: each is a command on the task's process instance, optionally guarded by If-Match. */
@Injectable()
export class UserTaskCommandsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly pg: PgPool,
    private readonly audit: AuditLog,
    private readonly listeners: TaskListenerOutcome,
    private readonly uploads: PendingUploads,
  ) {}

  /** Files uploaded for this completion (PendingUploads) go with it: kept when it is taken, deleted when it is refused. */
  async complete(userTaskKey: string, body: UserTaskCompletionRequest | undefined, ifMatch: string | undefined, context: CommandContext): Promise<void> {
    const uploads = await this.uploads.hold(userTaskKey, referencedDocumentIds(body?.variables));
    try {
      const { variables, action } = readCompletion(body);
      await this.run(userTaskKey, 'complete', ifMatch, action, context, (revision) => ({
        type: 'CompleteUserTask',
        userTaskKey,
        expectedRevision: revision,
        variables,
        action,
      }));
    } catch (refused) {
      await this.uploads.settle(userTaskKey, uploads, false);
      throw refused;
    }
    await this.uploads.settle(userTaskKey, uploads, true);
  }

  async assign(userTaskKey: string, body: UserTaskAssignmentRequest, ifMatch: string | undefined, context: CommandContext): Promise<void> {
    const { assignee, allowOverride } = readAssignment(body);
    await this.run(userTaskKey, 'assign', ifMatch, body.action ?? null, context, (revision) => ({
      type: 'AssignUserTask',
      userTaskKey,
      expectedRevision: revision,
      assignee,
      allowOverride,
      action: body.action ?? null,
    }));
  }

  async unassign(userTaskKey: string, ifMatch: string | undefined, context: CommandContext): Promise<void> {
    await this.run(userTaskKey, 'unassign', ifMatch, null, context, (revision) => ({ type: 'UnassignUserTask', userTaskKey, expectedRevision: revision }));
  }

  async update(userTaskKey: string, body: UserTaskUpdateRequest | undefined, ifMatch: string | undefined, context: CommandContext): Promise<void> {
    const changes = readUpdate(body);
    await this.run(userTaskKey, 'update', ifMatch, null, context, (revision) => ({
      type: 'UpdateUserTask',
      userTaskKey,
      expectedRevision: revision,
      changes,
      action: body?.action ?? null,
    }));
  }

  /**
   * Runs the command on the instance as loaded for it, once the caller may decide on the task as it stands there: a
   * check on an earlier read could pass for a task that changed (reassigned, say) before the command ran, and a
   * concurrent write makes the command load, check and run again. Every attempt on an existing task goes into the
   * audit log, with the revision of the task it was made on.
   */
  private async run(
    userTaskKey: string,
    action: string,
    ifMatch: string | undefined,
    reason: string | null,
    request: CommandContext,
    command: (revision: number | null) => RuntimeCommand,
  ): Promise<void> {
    const requested = expectedRevision(ifMatch);
    const entry = {
      entityType: 'USER_TASK' as const,
      entityKey: userTaskKey,
      operationType: OPERATIONS[action] ?? 'UPDATE',
      userTaskRevision: requested,
      annotation: reason,
    };
    let held = false;
    await this.audit.audited(entry, request, async (context, audited) => {
      const caller = currentCaller();
      // A stored UPDATE_USER_TASK on the task's process lets the caller decide on every task of it.
      const decides = (task: TaskParticipants & { revision: number }, processId: string) => {
        audited.userTaskRevision = requested ?? task.revision;
        if (caller.tenants === null || isAdmin(caller) || mayDecide(caller, task, action) || holdsPermission(caller, UPDATE_USER_TASKS, processId)) return;
        const holder = task.assignee === null ? 'it is not offered to them' : `it is assigned to ${task.assignee}`;
        throw new ApiProblem(403, `Expected to ${action} user task with key '${userTaskKey}', but ${caller.id} may not: ${holder}`, 'FORBIDDEN');
      };
      try {
        const outcome = await this.executor.executeWhile(
          { userTaskKey },
          command(requested),
          (loaded) => {
            // A task the instance no longer holds open is refused by the runtime, and explained by whyMissing.
            const task = loaded.state.userTasks.get(userTaskKey);
            if (task) decides(task, loaded.identity.bpmnProcessId);
            return true;
          },
          // A transition its listeners hold is answered by their verdict, which a repeat with the same key must get.
          { ...context, answersLater: (loaded) => loaded.state.userTasks.get(userTaskKey)?.listening != null },
        );
        if (!outcome) throw new NotFound(missingMessage(userTaskKey, action));
        held = outcome.events.some((event) => event.type === 'UserTaskListenersWaiting');
      } catch (error) {
        if (error instanceof NotFound) throw await this.whyMissing(userTaskKey, action, error, decides);
        throw error;
      }
    });
    // Task listeners hold the transition: answer once they have, as Camunda does.
    if (held) await this.listeners.await(userTaskKey, action);
  }

  /**
   * A command sees only open tasks of active instances, so a completed or canceled task looks missing to it;
   * the task is still there to read, so say what happened to it (to a caller who may decide on it) rather than that
   * it does not exist.
   */
  private async whyMissing(
    userTaskKey: string,
    action: string,
    notFoundError: NotFound,
    decides: (task: TaskParticipants & { revision: number }, processId: string) => void,
  ): Promise<Error> {
    const [task] = await this.pg.query<TaskRow & { state: string; bpmn_process_id: string }>(
      `select state, bpmn_process_id, assignee, candidate_users, candidate_groups, revision from user_task
        where key = $1 and partition_id = ${partitionSql('$1')}`,
      [userTaskKey],
    );
    if (!task) return missing(userTaskKey, action);
    try {
      decides(
        { assignee: task.assignee, candidateUsers: task.candidate_users, candidateGroups: task.candidate_groups, revision: task.revision },
        task.bpmn_process_id,
      );
    } catch (forbidden) {
      return forbidden as Error;
    }
    if (task.state === 'COMPLETED' || task.state === 'CANCELED') {
      return conflict(`Expected to ${action} user task with key '${userTaskKey}', but it is already ${task.state.toLowerCase()}`);
    }
    return notFoundError;
  }
}
