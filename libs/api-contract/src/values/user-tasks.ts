/** businessId: Camunda 8.10 (the task's process instance's); clients of 8.9 and before know only the others. */
export const USER_TASK_SORT_FIELDS = ['creationDate', 'completionDate', 'followUpDate', 'dueDate', 'priority', 'name', 'businessId'] as const;

/** Camunda's states; Baton's tasks are only ever CREATED, COMPLETED or CANCELED (its transitions are atomic). */
export const USER_TASK_STATES = ['CREATING', 'CREATED', 'ASSIGNING', 'UPDATING', 'COMPLETING', 'COMPLETED', 'CANCELING', 'CANCELED', 'FAILED'] as const;
