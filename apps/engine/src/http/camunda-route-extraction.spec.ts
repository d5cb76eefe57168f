import { describe, expect, it } from 'vitest';
import { extractCamundaRoutes, installedCamundaClientVersion, readInstalledCamundaRoutes, renderCamundaRoutesModule } from './camunda-route-extraction.js';
import { CAMUNDA_CLIENT_VERSION, CAMUNDA_V2_ROUTES } from './camunda-routes.generated.js';

describe('Camunda v2 routes from the official client', () => {
  it('should read method, path and operation of each generated SDK function', () => {
    // given
    const source = `
var getLicense = (options) => {
  return (options?.client ?? client).get({
    requestValidator: void 0,
    url: "/license",
    ...options
  });
};
var createDeployment = (options) => {
  return (options.client ?? client).post({
    ...formDataBodySerializer,
    security: [{ scheme: "bearer", type: "http" }],
    url: "/deployments",
    ...options
  });
};`;

    // when / then
    expect(extractCamundaRoutes(source)).toEqual([
      { method: 'GET', path: '/license', operationId: 'getLicense' },
      { method: 'POST', path: '/deployments', operationId: 'createDeployment' },
    ]);
  });

  it('should find the whole API in the installed client', () => {
    const routes = readInstalledCamundaRoutes();

    expect(routes.length).toBeGreaterThan(150);
    expect(routes).toContainEqual({ method: 'POST', path: '/process-instances', operationId: 'createProcessInstance' });
    expect(routes).toContainEqual({ method: 'DELETE', path: '/user-tasks/{userTaskKey}/assignee', operationId: 'unassignUserTask' });
  });

  it('should keep camunda-routes.generated.ts equal to what the installed client generates', () => {
    // A failure means the client was upgraded: run `npx tsx apps/engine/scripts/generate-camunda-routes.ts`.
    expect(CAMUNDA_CLIENT_VERSION).toBe(installedCamundaClientVersion());
    expect(renderCamundaRoutesModule(CAMUNDA_V2_ROUTES, CAMUNDA_CLIENT_VERSION)).toBe(
      renderCamundaRoutesModule(readInstalledCamundaRoutes(), installedCamundaClientVersion()),
    );
  });
});
