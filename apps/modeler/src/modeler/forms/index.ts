import UserTaskForms from './user-task-forms';

/** Linking user tasks to the forms edited beside the diagram. */
export default {
  __init__: ['userTaskForms'],
  userTaskForms: ['type', UserTaskForms],
};
