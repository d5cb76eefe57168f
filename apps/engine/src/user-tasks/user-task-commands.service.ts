import { Injectable } from '@nestjs/common';
import type { UserTaskAssignmentRequest, UserTaskCompletionRequest, UserTaskUpdateRequest } from '@baton/api-contract';
import type { RuntimeCommand } from '@baton/runtime';
import { PgPool } from '../database/pg-pool.js';
import { conflict, notFound } from '../http/problem-detail.js';
import { NotFound } from '../runtime/command-errors.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { answerWithCommand } from '../runtime/commit-attachments.js';
import { expectedRevision } from './task-revision.js';
import { readAssignment, readCompletion, readUpdate } from './user-task-requests.js';

const missingMessage = (userTaskKey: string, action: string) => `Expected to ${action} user task with key '${userTaskKey}', but no such user task was found`;
const missing = (userTaskKey: string, action: string) => notFound(missingMessage(userTaskKey, action));

/** What people do with a user task: each is a command on the task's process instance, optionally guarded by If-Match. */
@Injectable()
export class UserTaskCommandsService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly pg: PgPool,
  ) {}

  async complete(userTaskKey: string, body: UserTaskCompletionRequest | undefined, ifMatch: string | undefined): Promise<void> {
    const { variables, action } = readCompletion(body);
    const revision = expectedRevision(ifMatch);
    await this.run(userTaskKey, 'complete', { type: 'CompleteUserTask', userTaskKey, expectedRevision: revision, variables, action });
  }

  async assign(userTaskKey: string, body: UserTaskAssignmentRequest, ifMatch: string | undefined): Promise<void> {
    const { assignee, allowOverride } = readAssignment(body);
    const revision = expectedRevision(ifMatch);
    await this.run(userTaskKey, 'assign', { type: 'AssignUserTask', userTaskKey, expectedRevision: revision, assignee, allowOverride });
  }

  async unassign(userTaskKey: string, ifMatch: string | undefined): Promise<void> {
    const revision = expectedRevision(ifMatch);
    await this.run(userTaskKey, 'unassign', { type: 'UnassignUserTask', userTaskKey, expectedRevision: revision });
  }

  async update(userTaskKey: string, body: UserTaskUpdateRequest | undefined, ifMatch: string | undefined): Promise<void> {
    const changes = readUpdate(body);
    const revision = expectedRevision(ifMatch);
    await this.run(userTaskKey, 'update', { type: 'UpdateUserTask', userTaskKey, expectedRevision: revision, changes });
  }

  private async run(userTaskKey: string, action: string, command: RuntimeCommand): Promise<void> {
    try {
      answerWithCommand();
      await this.executor.execute({ userTaskKey }, command, missingMessage(userTaskKey, action));
    } catch (error) {
      if (error instanceof NotFound) throw await this.whyMissing(userTaskKey, action, error);
      throw error;
    }
  }

  /**
   * A command sees only open tasks of active instances, so a completed or canceled task looks missing to it;
   * the task is still there to read, so say what happened to it rather than that it does not exist.
   */
  private async whyMissing(userTaskKey: string, action: string, notFoundError: NotFound): Promise<Error> {
    const [task] = await this.pg.query<{ state: string }>(`select state from user_task where key = $1`, [userTaskKey]);
    if (!task) return missing(userTaskKey, action);
    if (task.state === 'COMPLETED' || task.state === 'CANCELED') {
      return conflict(`Expected to ${action} user task with key '${userTaskKey}', but it is already ${task.state.toLowerCase()}`);
    }
    return notFoundError;
  }
}
