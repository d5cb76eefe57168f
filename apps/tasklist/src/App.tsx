import { useSession } from './auth/session-context.js';
import { AppHeader } from './layout/AppHeader.js';
import { ProcessesPage } from './processes/ProcessesPage.js';
import { StartProcessPage } from './processes/StartProcessPage.js';
import { useRoute } from './routing/router.js';
import { TasksPage } from './tasks/TasksPage.js';

export function App() {
  const { user, session } = useSession();
  const route = useRoute();
  return (
    <div className="app">
      <AppHeader user={user} section={route.page === 'tasks' ? 'tasks' : 'processes'} onLogout={() => void session.logout()} />
      {route.page === 'tasks' && (
        <main id="main" className="tasks-main">
          <h1 className="visually-hidden">Tasks</h1>
          <TasksPage userTaskKey={route.userTaskKey} params={route.params} />
        </main>
      )}
      {route.page === 'processes' && <ProcessesPage />}
      {route.page === 'start' && <StartProcessPage processDefinitionKey={route.processDefinitionKey} />}
    </div>
  );
}
