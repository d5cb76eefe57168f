export const USER_TASK_SORT_FIELDS = ['creationDate', 'completionDate', 'followUpDate', 'dueDate', 'priority', 'name'] as const;

/** Camunda's states; Baton's tasks are only ever CREATED, COMPLETED or CANCELED (its transitions are atomic). */
export const USER_TASK_STATES = ['CREATING', 'CREATED', 'ASSIGNING', 'UPDATING', 'COMPLETING', 'COMPLETED', 'CANCELING', 'CANCELED', 'FAILED'] as const;
