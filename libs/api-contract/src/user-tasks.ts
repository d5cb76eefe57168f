/** Types for the user-tasks endpoints of the Camunda v2 API (filled in as the endpoints are built). */
export {};
